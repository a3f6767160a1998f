import type { FeedGame } from '@sb/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteEventStore } from '../../event-store/sqlite/sqlite-event-store.js';
import { decideAndAppend } from './append-update.js';
import { createCatalogueCache } from './catalogue-cache.js';
import { catalogueLogOf } from './catalogue-log.js';

const metadata = { at: '2030-01-01T00:00:00.000Z', actor: 'system', correlationId: 'c', causationId: 'c', schema: 1 };
const feed: FeedGame = {
  gameId: 'g9',
  sport: 'NHL',
  league: 'NHL',
  homeTeam: 'Hartford Whalers',
  awayTeam: 'Quebec Nordiques',
  scheduledAt: '2030-01-02T00:00:00.000Z',
  status: 'in_progress',
  period: 'P2',
  homeScore: 2,
  awayScore: 1,
  quotes: [],
};
const store = openSqliteEventStore({ path: ':memory:' });
afterAll(async () => store.close());

describe('decideAndAppend', () => {
  it('decides again on what a concurrent writer appended instead of stacking a stale decision', async () => {
    const log = catalogueLogOf(store);
    const cache = createCatalogueCache(log);
    await cache.catchUp();
    // Another writer schedules the game after our cache was read.
    const { gameId, sport, league, homeTeam, awayTeam, scheduledAt } = feed;
    const data = { gameId, sport, league, homeTeam, awayTeam, scheduledAt };
    await store.append('game-g9', [{ type: 'GameScheduled', data, metadata }], 'no_stream');

    expect(await decideAndAppend(log, cache, 'g9', { kind: 'game', feed }, metadata)).toBe(1);
    const events = await store.readStream('game-g9');
    expect(events.map((event) => event.type)).toEqual(['GameScheduled', 'GameStatusChanged']);
    expect(cache.get('g9')?.revisions.game).toBe(1);
    expect(cache.get('g9')?.state.game).toMatchObject({ status: 'in_progress', period: 'P2', homeScore: 2 });
  });
});
