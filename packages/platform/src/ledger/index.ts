export * from './canonical-json.js';
export * from './hash-chain.js';
