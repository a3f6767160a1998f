export * from './hash-chain.js';
export * from './statement-lines.js';
