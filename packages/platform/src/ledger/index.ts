export * from './hash-chain.js';
