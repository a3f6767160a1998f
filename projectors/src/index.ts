export * from './read-models/index.js';
export * from './runner/index.js';
