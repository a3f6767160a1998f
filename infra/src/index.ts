export * from './config.js';
export * from './stack.js';
export * from './logger.js';
export * from './audit/index.js';
