import type { ReadStore, RecordedEvent, Stored } from '@sb/platform';
import { slotOf } from '../player-stats/profit-loss-slots.js';
import { evolvePlayerStats } from '../player-stats/evolve-player-stats.js';
import { PLAYER_STATS, type PlayerStatsDocument } from '../player-stats/player-stats-document.js';
import { splitStreamId, type Projection } from '../projection.js';
import { BET_LEGS, BETS, type BetDocument, type BetLegIndexDocument } from './bet-documents.js';
import { evolveBet, isBetEvent, legIndexOf, type BetEvent } from './evolve-bet.js';

const unstored = <T extends { id: string }>({ _position: _ignored, ...doc }: Stored<T>): T => doc as unknown as T;

const slotOfChange = (event: BetEvent) => {
  if (event.type === 'BetPlaced') return slotOf(event.data.placedAt);
  return slotOf(event.type === 'BetCashedOut' ? event.data.cashedOutAt : event.data.settledAt);
};

/**
 * Writes in the order stats, legs, bet; `put` skips a document already at this position. The bet goes last,
 * so a bet at this position means everything was applied, and an event half applied before a crash (MongoDB
 * has no batch transaction) is completed on re-delivery from the bet's old state, without counting twice.
 */
const applyBetEvent = async (store: ReadStore, event: BetEvent, position: number) => {
  const bets = store.collection<BetDocument>(BETS);
  const stored = await bets.get(event.data.betId);
  if (stored && stored._position >= position) return;
  const before = stored && unstored(stored);
  const after = evolveBet(before, event);
  if (!after) return;

  const stats = store.collection<PlayerStatsDocument>(PLAYER_STATS);
  const current = await stats.get(after.userId);
  const nextStats = evolvePlayerStats(current && unstored(current), before, after, slotOfChange(event));
  await stats.put(nextStats, position);
  const legs = store.collection<BetLegIndexDocument>(BET_LEGS);
  for (const leg of legIndexOf(after)) await legs.put(leg, position);
  await bets.put(after, position);
};

// Deleting a user deletes their bets (spec section 6); either of the two events of a deletion is enough.
const forgetUser = async (store: ReadStore, userId: string, position: number) => {
  await store.collection(BETS).deleteMany({ userId });
  await store.collection(BET_LEGS).deleteMany({ userId });
  await store.collection(PLAYER_STATS).delete(userId, position);
};

/**
 * Bets, their leg index and their owners' stats, from the `wallet-` streams (and `user-` for deletions).
 * One projection owns all three because a stats change is the difference between a bet before and after
 * an event (a re-settlement must take the old outcome back out), so the stats need the bet's previous state
 * in the same step; rebuilding one without the others could not be right.
 */
export const betsProjection: Projection = {
  name: 'bets',
  // 2: player_stats keeps profit and loss per UTC quarter hour (weeklyDays in any time zone).
  version: 2,
  collections: [BETS, BET_LEGS, PLAYER_STATS],
  async setup(store) {
    const bets = store.collection<BetDocument>(BETS);
    await bets.ensureIndex('userId');
    await bets.ensureIndex('status');
    await bets.ensureIndex('placedAt');
    const legs = store.collection<BetLegIndexDocument>(BET_LEGS);
    await legs.ensureIndex('eventId');
    await legs.ensureIndex('status');
    await legs.ensureIndex('userId');
  },
  async apply(event: RecordedEvent, store: ReadStore) {
    const [category, userId] = splitStreamId(event.streamId);
    if (category === 'user' && event.type === 'UserDeleted') return forgetUser(store, userId, event.position);
    if (category !== 'wallet') return;
    if (event.type === 'WalletClosed') return forgetUser(store, userId, event.position);
    if (isBetEvent(event)) return applyBetEvent(store, event, event.position);
  },
};
