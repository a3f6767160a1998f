export * from './password-hasher.js';
export * from './session-ids.js';
export * from './session-store.js';
export * from './password-policy.js';
export * from './authenticate.js';
