import type { BetBook, WalletBet } from '@sb/domain';

type Node = NonNullable<BetBook['byId']>;
type Leaf = Extract<Node, { kind: 'leaf' }>;

/**
 * A bet book as a few flat values that v8 serialises as raw bytes: the trie's shape in preorder (numbers), and per
 * leaf its hash, key and bet as slices of two long strings. Deserialising it creates a handful of objects instead
 * of one per field of every bet, and the decoded book parses a bet only when it is looked up.
 */
export type EncodedBetBook = {
  size: number;
  /** Preorder: a branch is [BRANCH, bitmap, children], a collision [COLLISION, hash, leaves], a leaf [LEAF]. */
  shape: Float64Array;
  hashes: Uint32Array;
  keys: string;
  /** End offset of each leaf's key in `keys` (its start is the previous end). */
  keyEnds: Uint32Array;
  bets: string;
  betEnds: Uint32Array;
  /** Leaf index of each bet, newest first (the book's placement order). */
  newestFirst: Uint32Array;
};

const BRANCH = 0;
const COLLISION = 1;
const LEAF = 2;

/** A trie leaf whose bet is JSON text, parsed when first read (the domain reads `value` as any leaf's). */
class TextLeaf {
  readonly kind = 'leaf' as const;
  #bet: WalletBet | undefined;
  constructor(
    readonly hash: number,
    readonly key: string,
    readonly text: string,
  ) {}
  get value(): WalletBet {
    return (this.#bet ??= JSON.parse(this.text) as WalletBet);
  }
}

const betText = (leaf: Leaf) => (leaf instanceof TextLeaf ? leaf.text : JSON.stringify(leaf.value));

export function encodeBetBook(book: BetBook): EncodedBetBook {
  const shape: number[] = [];
  const hashes: number[] = [];
  const keys: string[] = [];
  const bets: string[] = [];
  const leafIndex = new Map<string, number>();
  const addLeaf = (leaf: Leaf) => {
    shape.push(LEAF);
    leafIndex.set(leaf.key, keys.length);
    hashes.push(leaf.hash);
    keys.push(leaf.key);
    bets.push(betText(leaf));
  };
  const walk = (node: Node) => {
    if (node.kind === 'leaf') return addLeaf(node);
    if (node.kind === 'collision') {
      shape.push(COLLISION, node.hash, node.leaves.length);
      return node.leaves.forEach(addLeaf);
    }
    shape.push(BRANCH, node.bitmap, node.children.length);
    node.children.forEach(walk);
  };
  if (book.byId) walk(book.byId);
  const newestFirst: number[] = [];
  for (let entry = book.newest; entry; entry = entry.older) newestFirst.push(leafIndex.get(entry.betId)!);
  const ends = (texts: string[]) => {
    let end = 0;
    return Uint32Array.from(texts, (text) => (end += text.length));
  };
  return {
    size: book.size,
    shape: Float64Array.from(shape),
    hashes: Uint32Array.from(hashes),
    keys: keys.join(''),
    keyEnds: ends(keys),
    bets: bets.join(''),
    betEnds: ends(bets),
    newestFirst: Uint32Array.from(newestFirst),
  };
}

export function decodeBetBook(encoded: EncodedBetBook): BetBook {
  const { shape, hashes, keys, keyEnds, bets, betEnds } = encoded;
  const leafKeys: string[] = new Array<string>(hashes.length);
  let cursor = 0;
  let leaves = 0;
  const leaf = (): Leaf => {
    cursor += 1;
    const index = leaves++;
    const key = keys.slice(index === 0 ? 0 : keyEnds[index - 1], keyEnds[index]);
    leafKeys[index] = key;
    return new TextLeaf(hashes[index]!, key, bets.slice(index === 0 ? 0 : betEnds[index - 1], betEnds[index]));
  };
  const node = (): Node => {
    const kind = shape[cursor];
    if (kind === LEAF) return leaf();
    const tag = shape[cursor + 1]!;
    const count = shape[cursor + 2]!;
    cursor += 3;
    if (kind === COLLISION) return { kind: 'collision', hash: tag, leaves: Array.from({ length: count }, leaf) };
    return { kind: 'branch', bitmap: tag, children: Array.from({ length: count }, node) };
  };
  const byId = shape.length > 0 ? node() : null;
  let newest: BetBook['newest'] = null;
  for (let index = encoded.newestFirst.length - 1; index >= 0; index -= 1)
    newest = { betId: leafKeys[encoded.newestFirst[index]!]!, older: newest };
  return { size: encoded.size, byId, newest };
}
