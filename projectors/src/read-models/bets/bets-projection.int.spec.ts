import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqliteReadStore, type Document, type ReadStore, type RecordedEvent, type Stored } from '@sb/platform';
import { PLAYER_STATS } from '../player-stats/player-stats-document.js';
import { playerStatsQueries } from '../player-stats/player-stats-queries.js';
import { BET_LEGS, BETS } from './bet-documents.js';
import { betsProjection } from './bets-projection.js';
import { betsQueries } from './bets-queries.js';
import {
  placed,
  propLeg,
  recorded,
  resettled,
  settled,
  spreadLeg,
  userDeleted,
  walletClosed,
} from './testing/bet-events.js';

let store: ReadStore;
const apply = async (events: RecordedEvent[]) => {
  for (const event of events) await store.batch((batch) => betsProjection.apply(event, batch));
};
const snapshot = async () => ({
  bets: await store.collection(BETS).find({}, { sort: { id: 1 } }),
  legs: await store.collection(BET_LEGS).find({}, { sort: { id: 1 } }),
  stats: await store.collection(PLAYER_STATS).find({}, { sort: { id: 1 } }),
});

/** Puts a document back as it was, position included (the write guard would refuse an older position). */
const rollBack = async (name: string, earlier: Stored<Document>[], id: string) => {
  const found = earlier.find((doc) => doc.id === id);
  if (!found) throw new Error(`${id} was not there`);
  const { _position, ...doc } = found;
  await store.collection(name).delete(id);
  await store.collection(name).put(doc, _position);
};

beforeEach(async () => {
  store = openSqliteReadStore({ path: ':memory:' });
  await betsProjection.setup(store);
});
afterEach(() => store.close());

// u1: b1 won then re-settled lost; b2 a pending parlay on g1 and g2. u2: b3 pending on g1.
const life = recorded([
  placed({ betId: 'b1' }),
  placed({
    betId: 'b2',
    betMode: 'parlay',
    legs: [spreadLeg({ legId: 'l3' }), propLeg()],
    placedAt: '2025-01-05T18:30:00.000Z',
  }),
  placed({ betId: 'b3', userId: 'u2', stakeCents: 2_000 }),
  settled({ betId: 'b1' }),
  resettled({ betId: 'b1' }),
]);

describe('bets projection', () => {
  it('lists bets newest first, the tie broken by id', async () => {
    await apply(life);
    const bets = betsQueries(store);
    expect((await bets.ofUser('u1')).map((bet) => [bet.id, bet.status])).toEqual([
      ['b2', 'pending'],
      ['b1', 'lost'],
    ]);
    expect((await bets.all()).map((bet) => bet.id)).toEqual(['b2', 'b3', 'b1']);
  });

  it('answers which pending bets have a leg on a game, once per bet', async () => {
    await apply(life);
    const bets = betsQueries(store);
    expect(await bets.pendingBetsOnGame('g1')).toEqual([
      { betId: 'b2', userId: 'u1' },
      { betId: 'b3', userId: 'u2' },
    ]);
    expect(await bets.pendingBetsOnGame('g2')).toEqual([{ betId: 'b2', userId: 'u1' }]);
    await apply(recorded([settled({ betId: 'b2', legs: null })], life.length + 1));
    expect(await bets.hasPendingBetsOnGame('g2')).toBe(false);
    expect(await bets.hasPendingBetsOnGame('g1')).toBe(true);
  });

  it('keeps the stats readers in step with re-settlement', async () => {
    await apply(life);
    const stats = playerStatsQueries(store);
    expect(await stats.adminStatsFor('u1')).toEqual({
      totalBets: 2,
      pendingBets: 1,
      wonBets: 0,
      lostBets: 1,
      totalWageredCents: 20_000,
      totalWonCents: 0,
    });
    const player = await stats.playerStats('u1', new Date('2025-01-08T12:00:00.000Z'), 'UTC');
    expect(player).toMatchObject({
      totalBets: 2,
      totalWageredCents: 20_000,
      netProfitLossCents: -10_000,
      totalWins: 0,
      totalLosses: 1,
      totalCashedOut: 0,
      weeklyProfitLossCents: -10_000,
    });
    expect(player.weeklyDays.map((day) => day.date)).toEqual([
      '2025-01-02',
      '2025-01-03',
      '2025-01-04',
      '2025-01-05',
      '2025-01-06',
      '2025-01-07',
      '2025-01-08',
    ]);
    expect(player.weeklyDays.reduce((sum, day) => sum + day.profitLossCents, 0)).toBe(-10_000);
    expect([...(await stats.adminStatsByUser()).keys()].sort()).toEqual(['u1', 'u2']);
    expect(await stats.adminStatsFor('nobody')).toMatchObject({ totalBets: 0, totalWageredCents: 0 });
  });

  it('ignores a re-delivered event, and completes one that was half applied without counting twice', async () => {
    await apply(life);
    const once = await snapshot();
    await apply(life);
    expect(await snapshot()).toEqual(once);

    // A crash after the stats were written but before the leg and the bet (MongoDB has no batch transaction).
    const late = recorded([settled({ betId: 'b3', userId: 'u2', payoutCents: 3_818 })], life.length + 1);
    await apply(late);
    const complete = await snapshot();
    await rollBack(BETS, once.bets, 'b3');
    await rollBack(BET_LEGS, once.legs, 'b3:l1');
    expect((await store.collection(BETS).get('b3'))?.status).toBe('pending');
    await apply(late);
    expect(await snapshot()).toEqual(complete);
  });

  it.each([
    ['WalletClosed', walletClosed('u1')],
    ['UserDeleted', userDeleted('u1')],
  ])('drops every bet, leg and stat of a user on %s', async (_name, deletion) => {
    await apply(life);
    await apply(recorded([deletion], life.length + 1));
    const left = await snapshot();
    expect(left.bets.map((bet) => bet.id)).toEqual(['b3']);
    expect(left.legs.map((leg) => leg.id)).toEqual(['b3:l1']);
    expect(left.stats.map((doc) => doc.id)).toEqual(['u2']);
  });
});
