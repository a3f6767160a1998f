import { walletDecider, walletStreamId, type WalletCommand, type WalletEvent, type WalletState } from '@sb/domain';
import type { EventStore } from '../event-store/event-store.js';
import { runDecider, type RunDeciderOptions } from './run-decider.js';

type WalletRun = Omit<
  RunDeciderOptions<WalletCommand, WalletEvent, WalletState>,
  'streamId' | 'decider' | 'hashChained'
>;

/**
 * The one way to decide a wallet command: on `wallet-<userId>`, by the wallet decider, with the hash chain always
 * on. Every caller (the command API, the bet settler, tools and tests) goes through here, so none has to remember
 * `hashChained: true`; runDecider refuses a wallet stream without it.
 */
export const runWalletCommand = (store: EventStore, { command, metadata, answer, idempotency }: WalletRun) =>
  runDecider(store, {
    streamId: walletStreamId(command.userId),
    decider: walletDecider,
    command,
    metadata,
    hashChained: true,
    ...(answer ? { answer } : {}),
    ...(idempotency ? { idempotency } : {}),
  });
