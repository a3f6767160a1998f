import { WALLET_FOLD_VERSION, walletDecider, type Decider, type DomainEvent, type WalletState } from '@sb/domain';
import { decodeBetBook, encodeBetBook, type EncodedBetBook } from './bet-book-codec.js';
import type { KeyedState } from './idempotency-keys.js';
import type { SnapshotPolicy } from './stream-snapshots.js';

/** This file's encoding and the keyed fold's state (idempotency-keys.ts): part of the version, like the fold's. */
const CODEC_VERSION = 3;

/**
 * A wallet's snapshot: the keyed fold (idempotency keys included) of the wallet stream, every 1,000 events, so a
 * cold load reads the snapshot and folds at most about 1,000 events after it. Every bet the wallet ever took is in
 * its state: they are kept as JSON text and parsed one by one when a command looks them up (bet-book-codec.ts), so a cold
 * load of a long-lived wallet does not rebuild tens of thousands of settled bets it will never read.
 */
export const walletSnapshotPolicy: SnapshotPolicy<KeyedState<WalletState>> = {
  version: `wallet-fold-${WALLET_FOLD_VERSION}.codec-${CODEC_VERSION}`,
  every: 1_000,
  encode: (keyed) => ({ ...keyed, inner: { ...keyed.inner, bets: encodeBetBook(keyed.inner.bets) } }),
  decode(encoded) {
    const keyed = encoded as KeyedState<Omit<WalletState, 'bets'> & { bets: EncodedBetBook }>;
    return { ...keyed, inner: { ...keyed.inner, bets: decodeBetBook(keyed.inner.bets) } };
  },
};

/** The snapshot policy of a decider's streams: only wallets have one (the streams that grow long). */
export const snapshotPolicyOf = <C, E extends DomainEvent, S>(
  decider: Decider<C, E, S>,
): SnapshotPolicy<KeyedState<S>> | undefined =>
  (decider as unknown) === walletDecider
    ? (walletSnapshotPolicy as unknown as SnapshotPolicy<KeyedState<S>>)
    : undefined;
