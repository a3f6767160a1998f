export * from './event-store/index.js';
export * from './command-handling/index.js';
export * from './read-store/index.js';
export * from './transport/index.js';
export * from './http/index.js';
export * from './auth/index.js';
export * from './ledger/index.js';
export * from './odds-feed/index.js';
