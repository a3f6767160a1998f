export * from './logger.js';
export * from './metrics.js';
export * from './instrument-event-store.js';
export * from './instrument-transport.js';
export * from './request-id.js';
export * from './observe-requests.js';
