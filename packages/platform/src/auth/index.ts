export * from './password-hasher.js';
export * from './session-token.js';
export * from './authenticate.js';
