export * from './domain-error.js';
export * from './decider.js';
export * from './canonical-json.js';
