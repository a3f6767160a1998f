import type { ReadStore } from '@sb/platform';
import { BET_LEGS, BETS, type BetDocument, type BetLegIndexDocument } from './bet-documents.js';

// Singles placed together share placedAt: the id breaks the tie so a list never reshuffles between reads.
const NEWEST_FIRST = { sort: { placedAt: -1, id: -1 } } as const;

/** The queries the bets read model is shaped for. */
export const betsQueries = (store: ReadStore) => {
  const bets = store.collection<BetDocument>(BETS);
  const legs = store.collection<BetLegIndexDocument>(BET_LEGS);
  return {
    byId: (betId: string) => bets.get(betId),
    /** One user's bets, newest first (the dashboard, GET /api/admin/users/:id/bets). */
    ofUser: (userId: string) => bets.find({ userId }, NEWEST_FIRST),
    /** Every bet of every live user, newest first (GET /api/admin/users/bets). */
    all: () => bets.find({}, NEWEST_FIRST),
    /** The pending bets with at least one leg on the game, once each: what settlement re-examines when it ends. */
    pendingBetsOnGame: async (gameId: string) => {
      const pending = await legs.find({ eventId: gameId, status: 'pending' }, { sort: { betId: 1 } });
      const owners = new Map(pending.map(({ betId, userId }) => [betId, userId]));
      return [...owners].map(([betId, userId]) => ({ betId, userId }));
    },
    /** Whether a game still has pending bets (cleanup keeps such a game until they are settled). */
    hasPendingBetsOnGame: async (gameId: string) => (await legs.count({ eventId: gameId, status: 'pending' })) > 0,
  };
};

export type BetsQueries = ReturnType<typeof betsQueries>;
