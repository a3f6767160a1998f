import type { ReadStore } from '@sb/platform';
import {
  CASINO_PLAYERS,
  CASINO_ROUNDS,
  type CasinoPlayerDocument,
  type CasinoRoundDocument,
} from './casino-documents.js';

export const RECENT_ROUNDS_LIMIT = 50;

/** The queries the casino read models are shaped for. */
export const casinoQueries = (store: ReadStore) => {
  const rounds = store.collection<CasinoRoundDocument>(CASINO_ROUNDS);
  const players = store.collection<CasinoPlayerDocument>(CASINO_PLAYERS);
  return {
    /** The player's latest rounds, newest first (GET /api/casino/rounds). */
    recentOf: (userId: string) => rounds.find({ userId }, { sort: { sequence: -1 }, limit: RECENT_ROUNDS_LIMIT }),
    /** The player's rounds in play, at most one per game (GET /api/casino/rounds/open). */
    openOf: (userId: string) => rounds.find({ userId, status: 'open' }, { sort: { sequence: -1 } }),
    /** The visible seed pair, null before the player's first casino command. */
    fairnessOf: async (userId: string) => (await players.get(userId))?.fairness ?? null,
  };
};

export type CasinoQueries = ReturnType<typeof casinoQueries>;
