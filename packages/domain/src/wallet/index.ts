export * from './wallet.js';
export * from './balance-movement.js';
