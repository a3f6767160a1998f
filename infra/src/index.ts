export * from './config.js';
export * from './stack.js';
export * from './audit/index.js';
