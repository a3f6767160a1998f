export * from './hash-chain.js';
export { storedTextHashesTo } from './stored-chain-text.js';
