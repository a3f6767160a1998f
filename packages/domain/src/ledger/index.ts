export * from './hash-chain.js';
export * from './statement-lines.js';
export * from './statement-csv.js';
