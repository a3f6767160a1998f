export * from './event-store/index.js';
export * from './read-store/index.js';
export * from './transport/index.js';
