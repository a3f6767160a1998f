export * from './wallet.js';
