export * from './read-models/index.js';
export * from './runner/index.js';
export * from './process-managers/index.js';
