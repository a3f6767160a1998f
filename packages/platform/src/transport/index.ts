export * from './transport.js';
