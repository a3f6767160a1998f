import {
  ZBaseballLeagues,
  ZEventDetails,
  ZEvents,
  ZLiveStatus,
  ZMarketRows,
  ZNbaGames,
  ZNbaOddsList,
  ZPlayerPropsAnswer,
} from '@sb/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerAs } from '../testing/contract-answer.js';
import { startTestStack, type Client, type TestStack } from '../testing/test-stack.js';
import { appendGameEvent, jayColePoints, listGame, market } from '../testing/catalogue-fixtures.js';

let stack: TestStack;
let client: Client;
const board = [
  market('moneyline', { homeOdds: -150, awayOdds: 130 }),
  market('spread', { line: -3.5, awayLine: 3.5, homeOdds: -110, awayOdds: -110 }),
  market('totals', { line: 221.5, overOdds: -108, underOdds: -112, bookmaker: 'DK' }),
  market('spread_h1', { line: -1.5, awayLine: 1.5, homeOdds: -115, awayOdds: -105 }),
  market('totals_q1', { line: 55.5, overOdds: -110, underOdds: -110 }),
  market('moneyline_h2', { homeOdds: -120, awayOdds: 100 }),
  market('team_total_home', { line: 112.5, overOdds: -110, underOdds: -110 }),
];
const prop = jayColePoints;

beforeAll(async () => {
  stack = await startTestStack();
  client = stack.client();
  const position = await listGame(
    stack.ports.eventStore,
    { gameId: 'g1', scheduledAt: '2026-12-01T19:00:00.000Z' },
    board,
    [prop as never],
  );
  await listGame(stack.ports.eventStore, {
    gameId: 'g2',
    sport: 'NHL',
    league: 'NHL',
    scheduledAt: '2026-11-30T19:00:00.000Z',
  });
  await stack.runner.progress.waitFor(position + 1, 2000);
});
afterAll(() => stack.stop());

describe('catalogue queries', () => {
  it('GET /api/events lists games by start time in the spec shape', async () => {
    const { status, body } = await client.get('/api/events');
    answerAs(ZEvents, { body });
    expect(status).toBe(200);
    expect(body.map((e: { id: string }) => e.id)).toEqual(['g2', 'g1']);
    expect(body[1]).toEqual({
      id: 'g1',
      sport: 'NBA',
      league: 'NBA',
      status: 'scheduled',
      period: null,
      homeTeam: 'Boston Harbors',
      awayTeam: 'Denver Peaks',
      homeScore: 0,
      awayScore: 0,
      scheduledAt: '2026-12-01T19:00:00.000Z',
      result: null,
    });
  });

  it('answers 304 to a matching ETag and changes the ETag only when games change', async () => {
    const first = await client.get('/api/events');
    const etag = first.headers.get('etag') ?? '';
    expect((await client.get('/api/events', { 'if-none-match': etag })).status).toBe(304);
    expect((await client.get('/api/events')).headers.get('etag')).toBe(etag);
    await appendGameEvent(stack.ports.eventStore, 'g2', 'GameStatusChanged', {
      status: 'in_progress',
      period: 'P1',
      homeScore: 1,
      awayScore: 0,
    });
    await stack.runner.progress.waitFor(await stack.ports.eventStore.headPosition(), 2000);
    const changed = await client.get('/api/events', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.body.find((e: { id: string }) => e.id === 'g2')).toMatchObject({
      status: 'in_progress',
      homeScore: 1,
    });
    expect(answerAs(ZLiveStatus, await client.get('/api/events/live-status'))).toEqual({ hasLiveGames: true });
  });

  it('GET /api/markets serves the seven listed market types as rows', async () => {
    const { body } = await client.get('/api/markets');
    answerAs(ZMarketRows, { body });
    expect(body.map((r: { marketType: string }) => r.marketType).sort()).toEqual([
      'moneyline',
      'spread',
      'spread_h1',
      'team_total_home',
      'totals',
    ]);
    expect(body.find((r: { marketType: string }) => r.marketType === 'spread')).toEqual({
      eventId: 'g1',
      marketType: 'spread',
      line: -3.5,
      awayLine: 3.5,
      homeOdds: -110,
      awayOdds: -110,
      overOdds: null,
      underOdds: null,
      bookmaker: 'DK+FD',
    });
  });

  it('GET /api/events/:id/details groups markets into cards and lists props', async () => {
    const { status, body } = await client.get('/api/events/g1/details');
    answerAs(ZEventDetails, { body });
    expect(status).toBe(200);
    expect(body.event.id).toBe('g1');
    expect(body.gameProps.mainMarkets).toEqual({
      moneyline: { awayOdds: 130, homeOdds: -150, bookmaker: 'DK+FD' },
      spread: { line: -3.5, awayLine: 3.5, awayOdds: -110, homeOdds: -110, bookmaker: 'DK+FD' },
      totals: { line: 221.5, overOdds: -108, underOdds: -112, bookmaker: 'DK' },
    });
    expect(Object.keys(body.gameProps.quarterMarkets)).toEqual(['totals_q1']);
    expect(Object.keys(body.gameProps.halfMarkets).sort()).toEqual(['moneyline_h2', 'spread_h1']);
    expect(body.gameProps.halfMarkets.spread_h1).toMatchObject({
      line: -1.5,
      homeOdds: -115,
      awayOdds: -105,
      bookmaker: 'DK+FD',
    });
    expect(Object.keys(body.gameProps.other)).toEqual(['team_total_home']);
    expect(body.playerProps).toHaveLength(1);
  });

  it('answers 404 with the spec message for an unknown event', async () => {
    const { status, body } = await client.get('/api/events/nope/details');
    expect([status, body.error]).toEqual([404, 'Failed to fetch event details']);
  });

  it('GET /api/player-props serves props of scheduled games with totals', async () => {
    const { body } = await client.get('/api/player-props');
    answerAs(ZPlayerPropsAnswer, { body });
    expect(body.totalProps).toBe(1);
    expect(body.totalEvents).toBe(1);
    expect(body.playerProps[0]).toEqual({
      ...prop,
      eventId: 'g1',
      event: {
        sport: 'NBA',
        league: 'NBA',
        status: 'scheduled',
        homeTeam: 'Boston Harbors',
        awayTeam: 'Denver Peaks',
        scheduledAt: '2026-12-01T19:00:00.000Z',
      },
    });
    // With filters, one page and the counts (the Prop Builder's query); the spec's answer above is unchanged.
    const page = await client.get('/api/player-props?sport=nba&search=COLE&limit=5');
    answerAs(ZPlayerPropsAnswer, page);
    expect(page.body).toMatchObject({ totalProps: 1, totalEvents: 1, offset: 0, limit: 5 });
    expect(page.body.playerProps).toEqual([body.playerProps[0]]);
    expect(page.body.propTypes).toEqual([{ propType: prop.propType, count: 1 }]);
    expect((await client.get('/api/player-props?sport=NHL')).body.totalProps).toBe(0);
    const refused = await client.get('/api/player-props?limit=0');
    expect([refused.status, refused.body.error]).toEqual([400, 'limit must be a whole number from 1 to 200']);
    await appendGameEvent(stack.ports.eventStore, 'g1', 'GameStatusChanged', {
      status: 'in_progress',
      period: 'Q1',
      homeScore: 0,
      awayScore: 0,
    });
    await stack.runner.progress.waitFor(await stack.ports.eventStore.headPosition(), 2000);
    expect((await client.get('/api/player-props')).body).toEqual({ playerProps: [], totalProps: 0, totalEvents: 0 });
  });
});

describe('API-Sports shaped screens', () => {
  it('GET /api/nba/games lists NBA games with teams, logos and scores', async () => {
    const { body } = await client.get('/api/nba/games');
    answerAs(ZNbaGames, { body });
    expect(body.map((g: { id: string }) => g.id)).toEqual(['g1']);
    const [game] = body;
    expect(Object.keys(game).sort()).toEqual(['date', 'id', 'scores', 'status', 'teams']);
    expect(Object.keys(game.status).sort()).toEqual(['long', 'short']);
    expect(game.teams.home).toMatchObject({ name: 'Boston Harbors', nickname: 'Harbors' });
    expect(game.teams.visitors.logo).toMatch(/^data:image\/svg\+xml/);
    expect(game.scores.home).toHaveProperty('points');
  });

  it('GET /api/nba/odds gives bookmakers with bets and values', async () => {
    const { body } = await client.get('/api/nba/odds');
    answerAs(ZNbaOddsList, { body });
    expect(body).toHaveLength(1);
    expect(body[0].game.id).toBe('g1');
    const bet = body[0].bookmakers[0].bets[0];
    expect(bet).toEqual({ id: expect.any(Number), name: expect.any(String), values: expect.any(Array) });
    expect(bet.values[0]).toEqual({ value: expect.any(String), odd: expect.any(String) });
  });

  it('GET /api/baseball-leagues lists leagues with country, flag and seasons newest first', async () => {
    const { body } = await client.get('/api/baseball-leagues');
    answerAs(ZBaseballLeagues, { body });
    expect(body.length).toBeGreaterThan(0);
    const [league] = body;
    expect(Object.keys(league).sort()).toEqual(['country', 'id', 'logo', 'name', 'seasons', 'type']);
    expect(league.country.flag).toMatch(/^data:image\/svg\+xml/);
    const seasons = league.seasons.map((s: { season: number }) => s.season);
    expect(seasons).toEqual([...seasons].sort((a, b) => b - a));
    expect(league.seasons[0].current).toBe(true);
  });
});
