/**
 * A persistent map from string keys to values: a hash array mapped trie (32-way branches chosen by five bits of
 * the key's hash at a time). Setting a key copies only the branches on its path (at most seven arrays of at most
 * 32 slots) and shares everything else with the trie it was set on, which stays as it was. This is what keeps a
 * wallet's fold linear: the wallet remembers every bet, and copying a plain record of them per event made
 * folding a stream of N events cost N² (see bet-book.ts).
 */
type Leaf<V> = { readonly kind: 'leaf'; readonly hash: number; readonly key: string; readonly value: V };
/** Keys whose 32-bit hashes are equal: kept side by side (rare). */
type Collision<V> = { readonly kind: 'collision'; readonly hash: number; readonly leaves: readonly Leaf<V>[] };
type Branch<V> = { readonly kind: 'branch'; readonly bitmap: number; readonly children: readonly TrieNode<V>[] };
export type TrieNode<V> = Leaf<V> | Collision<V> | Branch<V>;

const BITS = 5;
const MASK = 31;

/** FNV-1a, 32 bits. */
export const hashOf = (key: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index++) hash = Math.imul(hash ^ key.charCodeAt(index), 0x01000193);
  return hash >>> 0;
};

const bitCount = (bits: number): number => {
  let n = bits - ((bits >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (Math.imul((n + (n >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
};

const bitAt = (hash: number, shift: number) => 1 << ((hash >>> shift) & MASK);

export function trieGet<V>(root: TrieNode<V> | null, key: string): V | undefined {
  if (!root) return undefined;
  const hash = hashOf(key);
  let node: TrieNode<V> = root;
  for (let shift = 0; ; shift += BITS) {
    if (node.kind === 'leaf') return node.key === key ? node.value : undefined;
    if (node.kind === 'collision') return node.leaves.find((leaf) => leaf.key === key)?.value;
    const bit = bitAt(hash, shift);
    if ((node.bitmap & bit) === 0) return undefined;
    node = node.children[bitCount(node.bitmap & (bit - 1))]!;
  }
}

/** Two nodes of different hashes under one branch, as deep as their hashes agree (never past bit 31). */
function branchOf<V>(a: Leaf<V> | Collision<V>, b: Leaf<V>, shift: number): Branch<V> {
  const bitA = bitAt(a.hash, shift);
  const bitB = bitAt(b.hash, shift);
  if (bitA === bitB) return { kind: 'branch', bitmap: bitA, children: [branchOf(a, b, shift + BITS)] };
  return { kind: 'branch', bitmap: bitA | bitB, children: bitA >>> 0 < bitB >>> 0 ? [a, b] : [b, a] };
}

function setIn<V>(node: TrieNode<V>, leaf: Leaf<V>, shift: number): TrieNode<V> {
  if (node.kind === 'leaf') {
    if (node.key === leaf.key) return leaf;
    if (node.hash === leaf.hash) return { kind: 'collision', hash: leaf.hash, leaves: [node, leaf] };
    return branchOf(node, leaf, shift);
  }
  if (node.kind === 'collision') {
    if (node.hash !== leaf.hash) return branchOf(node, leaf, shift);
    const others = node.leaves.filter((existing) => existing.key !== leaf.key);
    return { kind: 'collision', hash: leaf.hash, leaves: [...others, leaf] };
  }
  const bit = bitAt(leaf.hash, shift);
  const index = bitCount(node.bitmap & (bit - 1));
  const children = node.children.slice();
  if (node.bitmap & bit) children[index] = setIn(children[index]!, leaf, shift + BITS);
  else children.splice(index, 0, leaf);
  return { kind: 'branch', bitmap: node.bitmap | bit, children };
}

/** A trie holding `value` under `key`; `root` is left unchanged. */
export function trieSet<V>(root: TrieNode<V> | null, key: string, value: V): TrieNode<V> {
  const leaf: Leaf<V> = { kind: 'leaf', hash: hashOf(key), key, value };
  return root ? setIn(root, leaf, 0) : leaf;
}
