export * from './domain-error.js';
export * from './decider.js';
