import {
  WALLET_FOLD_VERSION,
  walletDecider,
  type BetBook,
  type Decider,
  type DomainEvent,
  type WalletBet,
  type WalletState,
} from '@sb/domain';
import type { KeyedState } from './idempotency-keys.js';
import type { SnapshotPolicy } from './stream-snapshots.js';

type Node = NonNullable<BetBook['byId']>;
type Leaf = Extract<Node, { kind: 'leaf' }>;
/** A leaf of the bet book's trie with its bet as JSON text: a load parses only the bets it looks up. */
type EncodedLeaf = { kind: 'json'; hash: number; key: string; json: string };
type EncodedNode =
  | EncodedLeaf
  | { kind: 'collision'; hash: number; leaves: EncodedLeaf[] }
  | { kind: 'branch'; bitmap: number; children: EncodedNode[] };
type EncodedBook = { size: number; byId: EncodedNode | null; ids: string[] };

/** The JSON text a lazily decoded leaf came from, so saving it again needs no parse and no stringify. */
const textOf = new WeakMap<Leaf, string>();

const encodeLeaf = (leaf: Leaf): EncodedLeaf => ({
  kind: 'json',
  hash: leaf.hash,
  key: leaf.key,
  json: textOf.get(leaf) ?? JSON.stringify(leaf.value),
});

const encodeNode = (node: Node): EncodedNode => {
  if (node.kind === 'leaf') return encodeLeaf(node);
  if (node.kind === 'collision') return { kind: 'collision', hash: node.hash, leaves: node.leaves.map(encodeLeaf) };
  return { kind: 'branch', bitmap: node.bitmap, children: node.children.map(encodeNode) };
};

/** A leaf whose bet is parsed from its JSON text when first read (the domain reads `value` like any leaf's). */
const decodeLeaf = ({ hash, key, json }: EncodedLeaf): Leaf => {
  let bet: WalletBet | undefined;
  const leaf: Leaf = {
    kind: 'leaf',
    hash,
    key,
    get value() {
      return (bet ??= JSON.parse(json) as WalletBet);
    },
  };
  textOf.set(leaf, json);
  return leaf;
};

const decodeNode = (node: EncodedNode): Node => {
  if (node.kind === 'json') return decodeLeaf(node);
  if (node.kind === 'collision') return { kind: 'collision', hash: node.hash, leaves: node.leaves.map(decodeLeaf) };
  return { kind: 'branch', bitmap: node.bitmap, children: node.children.map(decodeNode) };
};

/** Bet ids newest first, as an array (the book's linked list nests one level per bet: too deep to serialise). */
const encodeBook = (book: BetBook): EncodedBook => {
  const ids: string[] = [];
  for (let entry = book.newest; entry; entry = entry.older) ids.push(entry.betId);
  return { size: book.size, byId: book.byId && encodeNode(book.byId), ids };
};

const decodeBook = ({ size, byId, ids }: EncodedBook): BetBook => {
  let newest: BetBook['newest'] = null;
  for (let index = ids.length - 1; index >= 0; index -= 1) newest = { betId: ids[index]!, older: newest };
  return { size, byId: byId && decodeNode(byId), newest };
};

/** This file's encoding and the keyed fold's state (idempotency-keys.ts): part of the version, like the fold's. */
const CODEC_VERSION = 2;

/**
 * A wallet's snapshot: the keyed fold (idempotency keys included) of the wallet stream, every 1,000 events, so a
 * cold load reads the snapshot and folds at most about 1,000 events after it. Every bet the wallet ever took is in
 * its state: they are kept as JSON text and parsed one by one when a command looks them up, so a cold load of a
 * long-lived wallet does not rebuild tens of thousands of settled bets it will never read.
 */
export const walletSnapshotPolicy: SnapshotPolicy<KeyedState<WalletState>> = {
  version: `wallet-fold-${WALLET_FOLD_VERSION}.codec-${CODEC_VERSION}`,
  every: 1_000,
  encode: (keyed) => ({ ...keyed, inner: { ...keyed.inner, bets: encodeBook(keyed.inner.bets) } }),
  decode(encoded) {
    const keyed = encoded as KeyedState<Omit<WalletState, 'bets'> & { bets: EncodedBook }>;
    return { ...keyed, inner: { ...keyed.inner, bets: decodeBook(keyed.inner.bets) } };
  },
};

/** The snapshot policy of a decider's streams: only wallets have one (the streams that grow long). */
export const snapshotPolicyOf = <C, E extends DomainEvent, S>(
  decider: Decider<C, E, S>,
): SnapshotPolicy<KeyedState<S>> | undefined =>
  (decider as unknown) === walletDecider
    ? (walletSnapshotPolicy as unknown as SnapshotPolicy<KeyedState<S>>)
    : undefined;
