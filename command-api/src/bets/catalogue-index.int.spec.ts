import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogueView, openSqliteEventStore, type EventStore } from '@sb/platform';
import { createCatalogueIndex } from './catalogue-index.js';

const metadata = { at: '2026-01-01T00:00:00.000Z', actor: 'system', correlationId: 'c', causationId: 'c', schema: 1 };
const scheduled = (gameId: string) => ({
  type: 'GameScheduled',
  data: { gameId, sport: 'NBA', league: 'NBA', homeTeam: 'H', awayTeam: 'A', scheduledAt: '2026-01-02T00:00:00.000Z' },
  metadata,
});
const moneyline = (homeOdds: number) => ({
  marketType: 'moneyline',
  line: null,
  awayLine: null,
  homeOdds,
  awayOdds: 120,
  overOdds: null,
  underOdds: null,
  bookmaker: 'DK',
});
const priced = (gameId: string, homeOdds: number) => ({
  type: 'OddsPriced',
  data: { gameId, markets: [moneyline(homeOdds)] },
  metadata,
});
const prop = (line: number) => ({
  id: 'p1',
  propType: 'player_points',
  playerName: 'X',
  team: null,
  line,
  overOdds: -110,
  underOdds: -110,
  bookmaker: 'DK',
});
const propsPriced = (gameId: string, line: number) => ({
  type: 'PropsPriced',
  data: { gameId, props: [prop(line)] },
  metadata,
});
const live = (gameId: string) => ({
  type: 'GameStatusChanged',
  data: { gameId, status: 'in_progress', period: 'Q1', homeScore: 0, awayScore: 0 },
  metadata,
});

describe('catalogue index', () => {
  let store: EventStore;
  afterEach(() => store.close());

  it('answers what the streams say, after every change the feed appends', async () => {
    store = openSqliteEventStore({ path: ':memory:' });
    const index = createCatalogueIndex(store);
    await store.append('game-g1', [scheduled('g1')], 'no_stream');
    await store.append('odds-g1', [priced('g1', -150)], 'no_stream');
    expect(await index.view('g1')).toEqual(await loadCatalogueView(store, 'g1'));

    await store.append('odds-g1', [priced('g1', -170)], 0);
    await store.append('props-g1', [propsPriced('g1', 20.5)], 'no_stream');
    await store.append('game-g1', [live('g1')], 0);
    const view = await index.view('g1');
    expect(view.markets?.[0]?.homeOdds).toBe(-170);
    expect(view).toEqual(await loadCatalogueView(store, 'g1'));
  });

  it('never answers a price the log has replaced, even straight after the append', async () => {
    store = openSqliteEventStore({ path: ':memory:' });
    const index = createCatalogueIndex(store);
    await store.append('game-g1', [scheduled('g1')], 'no_stream');
    await store.append('odds-g1', [priced('g1', -150)], 'no_stream');
    await index.view('g1');
    for (let revision = 1; revision <= 20; revision += 1) {
      const odds = -150 - revision;
      await store.append('odds-g1', [priced('g1', odds)], revision - 1);
      expect((await index.view('g1')).markets?.[0]?.homeOdds).toBe(odds);
    }
  });

  it('keeps changes appended while a game is first read, and lookups at the same time agree', async () => {
    store = openSqliteEventStore({ path: ':memory:' });
    const index = createCatalogueIndex(store);
    await store.append('game-g2', [scheduled('g2')], 'no_stream');
    await store.append('props-g2', [propsPriced('g2', 10.5)], 'no_stream');
    const first = index.view('g2');
    const second = index.view('g2');
    await store.append('props-g2', [propsPriced('g2', 11.5)], 0);
    await Promise.all([first, second]);
    expect((await index.view('g2')).props?.[0]?.line).toBe(11.5);
    expect(await index.view('g2')).toEqual(await loadCatalogueView(store, 'g2'));
  });

  it('answers an unknown game as the streams do (no game)', async () => {
    store = openSqliteEventStore({ path: ':memory:' });
    expect(await createCatalogueIndex(store).view('nope')).toEqual({ game: null, markets: null, props: null });
  });
});
