export * from './cleanup.js';
