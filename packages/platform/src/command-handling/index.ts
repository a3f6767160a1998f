export * from './handle-command.js';
export * from './run-decider.js';
export * from './run-wallet-command.js';
export * from './keyed-queue.js';
export * from './load-catalogue-view.js';
export * from './idempotency-keys.js';
export * from './stream-snapshots.js';
export * from './wallet-snapshots.js';
