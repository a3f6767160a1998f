export * from './wallet.js';
export * from './wallet-commands.js';
export * from './wallet-events.js';
export * from './wallet-state.js';
export * from './bet-book.js';
export * from './balance-type.js';
export * from './balance-movement.js';
export * from '../casino-wallet/index.js';
