export * from './casino-commands.js';
export * from './casino-events.js';
export * from './casino-messages.js';
export * from './casino-round-record.js';
export * from './casino-wallet-state.js';
export * from './client-seed.js';
export * from './decide-casino.js';
export * from './round-in-dollars.js';
