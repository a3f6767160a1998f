export * from './wallet.js';
export * from './balance-type.js';
export * from './balance-movement.js';
export * from '../casino-wallet/index.js';
