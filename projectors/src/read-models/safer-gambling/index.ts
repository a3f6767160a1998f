export * from './safer-gambling-projection.js';
