import {
  WALLET_FOLD_VERSION,
  walletDecider,
  type BetBook,
  type Decider,
  type DomainEvent,
  type WalletState,
} from '@sb/domain';
import type { KeyedState } from './idempotency-keys.js';
import type { SnapshotPolicy } from './stream-snapshots.js';

type WalletSnapshotPolicy = SnapshotPolicy<KeyedState<WalletState>>;
type EncodedBook = { size: number; byId: BetBook['byId']; ids: string[] };

/** Bet ids newest first, as an array (the book's linked list nests one level per bet: too deep to serialise). */
const idsOf = (book: BetBook): string[] => {
  const ids: string[] = [];
  for (let entry = book.newest; entry; entry = entry.older) ids.push(entry.betId);
  return ids;
};

const bookOf = ({ size, byId, ids }: EncodedBook): BetBook => {
  let newest: BetBook['newest'] = null;
  for (let index = ids.length - 1; index >= 0; index -= 1) newest = { betId: ids[index]!, older: newest };
  return { size, byId, newest };
};

/** This file's encoding and the keyed fold's state (idempotency-keys.ts): part of the version, like the fold's. */
const CODEC_VERSION = 1;

/**
 * A wallet's snapshot: the keyed fold (idempotency keys included) of the wallet stream, every 1,000 events, so a
 * cold load reads the snapshot and folds at most about 1,000 events after it.
 */
export const walletSnapshotPolicy: WalletSnapshotPolicy = {
  version: `wallet-fold-${WALLET_FOLD_VERSION}.codec-${CODEC_VERSION}`,
  every: 1_000,
  encode: (keyed) => ({
    ...keyed,
    inner: {
      ...keyed.inner,
      bets: { size: keyed.inner.bets.size, byId: keyed.inner.bets.byId, ids: idsOf(keyed.inner.bets) },
    },
  }),
  decode(encoded) {
    const keyed = encoded as KeyedState<Omit<WalletState, 'bets'> & { bets: EncodedBook }>;
    return { ...keyed, inner: { ...keyed.inner, bets: bookOf(keyed.inner.bets) } };
  },
};

/** The snapshot policy of a decider's streams: only wallets have one (the streams that grow long). */
export const snapshotPolicyOf = <C, E extends DomainEvent, S>(
  decider: Decider<C, E, S>,
): SnapshotPolicy<KeyedState<S>> | undefined =>
  (decider as unknown) === walletDecider
    ? (walletSnapshotPolicy as unknown as SnapshotPolicy<KeyedState<S>>)
    : undefined;
