export * from './leg-label.js';
