import { trieGet, trieSet, type TrieNode } from './hash-trie.js';
import type { WalletBet } from './wallet-bet.js';

type NewestFirst = { readonly betId: string; readonly older: NewestFirst | null };

/**
 * Every bet a wallet has taken, by id, in the order they were placed. Immutable: `withBet` answers a new book
 * and leaves the one it was given as it was, sharing all but a few small arrays with it (a persistent hash trie,
 * hash-trie.ts, and a list of ids newest first). A plain record copied per BetPlaced and BetSettled made a cold
 * fold of a wallet's stream quadratic (100,000 events: minutes); with the book each event costs about the same
 * however many bets came before, so the fold is linear and the deciders stay pure folds of the stream.
 */
export type BetBook = {
  readonly size: number;
  readonly byId: TrieNode<WalletBet> | null;
  readonly newest: NewestFirst | null;
};

export const emptyBetBook: BetBook = { size: 0, byId: null, newest: null };

export const betOf = (book: BetBook, betId: string): WalletBet | undefined => trieGet(book.byId, betId);

/** The book with `bet` added, or replacing the bet of the same id (which keeps its place). */
export function withBet(book: BetBook, bet: WalletBet): BetBook {
  const known = betOf(book, bet.betId) !== undefined;
  const byId = trieSet(book.byId, bet.betId, bet);
  return known
    ? { size: book.size, byId, newest: book.newest }
    : { size: book.size + 1, byId, newest: { betId: bet.betId, older: book.newest } };
}

/** Bet ids in the order the bets were placed. */
export function betIdsOf(book: BetBook): string[] {
  const ids = new Array<string>(book.size);
  let index = book.size;
  for (let entry = book.newest; entry; entry = entry.older) ids[--index] = entry.betId;
  return ids;
}

/** The bets in the order they were placed. */
export const betsOf = (book: BetBook): WalletBet[] => betIdsOf(book).map((betId) => betOf(book, betId)!);
