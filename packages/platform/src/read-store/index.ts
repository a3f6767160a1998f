export * from './read-store.js';
