import { describe, expect, it } from 'vitest';
import { GAME_ID, MARKETS, NOW, PROP_ID, catalogue, game } from './testing/bet-fixtures.js';
import { americanOdds } from '../odds/american-odds.js';
import { priceLeg, type LegToPrice } from './price-leg.js';

const leg = (overrides: Partial<LegToPrice>): LegToPrice => ({
  eventId: GAME_ID,
  marketType: 'spread',
  selection: 'home',
  ...overrides,
});

const event = {
  sport: 'NFL',
  league: 'NFL',
  homeTeam: 'Eagles',
  awayTeam: 'Giants',
  scheduledAt: '2025-01-05T19:00:00.000Z',
};

const priced = (request: LegToPrice, view = catalogue(), now = NOW) => {
  const quote = priceLeg(request, view, now);
  if (!quote.ok) throw new Error(`refused: ${quote.reason}`);
  return quote.leg;
};

const reasonOf = (request: LegToPrice, view = catalogue(), now = NOW) => {
  const quote = priceLeg(request, view, now);
  return quote.ok ? 'priced' : quote.reason;
};

describe('priceLeg: current prices', () => {
  it('prices a spread side at its own line: home -3.5, away +3.5', () => {
    expect(priced(leg({ selection: 'home' }))).toEqual({
      eventId: GAME_ID,
      marketType: 'spread',
      selection: 'home',
      line: -3.5,
      americanOdds: -110,
      event,
    });
    expect(priced(leg({ selection: 'away' }))).toMatchObject({ line: 3.5, americanOdds: -110 });
  });

  it('prices a moneyline without a line', () => {
    expect(priced(leg({ marketType: 'moneyline', selection: 'away' }))).toMatchObject({
      line: null,
      americanOdds: 130,
    });
  });

  it('prices totals, team totals and half markets over/under or home/away', () => {
    expect(priced(leg({ marketType: 'totals', selection: 'under' }))).toMatchObject({ line: 44.5, americanOdds: -115 });
    expect(priced(leg({ marketType: 'team_total_home', selection: 'over' }))).toMatchObject({ line: 24.5 });
    expect(priced(leg({ marketType: 'spread_h1', selection: 'away' }))).toMatchObject({
      line: 1.5,
      americanOdds: -120,
    });
  });

  it('prices a player prop by its id, with the player and the prop line', () => {
    const prop = priced(leg({ marketType: 'player_pass_yds', selection: 'over', propId: PROP_ID }));
    expect(prop).toEqual({
      eventId: GAME_ID,
      marketType: 'player_pass_yds',
      selection: 'over',
      line: 225.5,
      americanOdds: -115,
      propId: PROP_ID,
      playerName: 'Jalen Hurts',
      event,
    });
  });
});

describe('priceLeg: when the game takes bets', () => {
  it('takes pre-match bets until the scheduled start, and none from the start on', () => {
    expect(reasonOf(leg({}), catalogue(), '2025-01-05T18:59:59.999Z')).toBe('priced');
    expect(reasonOf(leg({}), catalogue(), '2025-01-05T19:00:00.000Z')).toBe('betting_closed');
  });

  it('keeps every priced market of an in_progress game open as a live market', () => {
    const live = catalogue({ status: 'in_progress', period: 'Q2' });
    expect(reasonOf(leg({}), live, '2025-01-05T20:00:00.000Z')).toBe('priced');
    expect(reasonOf(leg({ marketType: 'spread_h1' }), live, '2025-01-05T20:00:00.000Z')).toBe('priced');
  });

  it('closes a live market the book stopped pricing', () => {
    const live = { ...catalogue({ status: 'in_progress' }), markets: MARKETS.filter((m) => m.marketType !== 'spread') };
    expect(reasonOf(leg({}), live, '2025-01-05T20:00:00.000Z')).toBe('market_unavailable');
  });

  it.each(['final', 'postponed', 'cancelled'] as const)('takes nothing on a %s game', (status) => {
    expect(reasonOf(leg({}), catalogue({ status }))).toBe('game_closed');
  });

  it('takes nothing on a game removed from the feed', () => {
    expect(reasonOf(leg({}), catalogue({ removed: true }))).toBe('game_closed');
  });

  it('does not know a game it has no state for, or the state of another game', () => {
    expect(reasonOf(leg({}), { game: null, markets: null, props: null })).toBe('game_not_found');
    expect(reasonOf(leg({ eventId: 'g2' }))).toBe('game_not_found');
  });
});

describe('priceLeg: markets and selections', () => {
  it('refuses a market that is not priced, or a side without odds', () => {
    expect(reasonOf(leg({ marketType: 'totals_q1', selection: 'over' }))).toBe('market_unavailable');
    expect(reasonOf(leg({}), { game: game(), markets: null, props: null })).toBe('market_unavailable');
    const oneSided = { ...catalogue(), markets: MARKETS.map((m) => ({ ...m, awayOdds: null })) };
    expect(reasonOf(leg({ selection: 'away' }), oneSided)).toBe('market_unavailable');
  });

  it('refuses a side the market does not have, and an unknown market type', () => {
    expect(reasonOf(leg({ marketType: 'spread', selection: 'over' }))).toBe('invalid_selection');
    expect(reasonOf(leg({ marketType: 'totals', selection: 'home' }))).toBe('invalid_selection');
    expect(reasonOf(leg({ marketType: 'player_pass_yds', selection: 'over' }))).toBe('invalid_selection');
  });

  it('prices the draw of a three-way moneyline, and refuses it on a two-way market or off the moneyline', () => {
    const threeWay = {
      ...catalogue(),
      markets: MARKETS.map((m) => (m.marketType === 'moneyline' ? { ...m, drawOdds: americanOdds(240) } : m)),
    };
    expect(priced(leg({ marketType: 'moneyline', selection: 'draw' }), threeWay)).toMatchObject({
      selection: 'draw',
      line: null,
      americanOdds: 240,
    });
    expect(reasonOf(leg({ marketType: 'moneyline', selection: 'draw' }))).toBe('no_draw');
    expect(reasonOf(leg({ marketType: 'spread', selection: 'draw' }), threeWay)).toBe('invalid_selection');
  });

  it('refuses a prop that is gone, named with another prop type, or backed home/away', () => {
    expect(
      reasonOf(leg({ marketType: 'player_pass_yds', selection: 'over', propId: 'g1:nobody:player_pass_yds' })),
    ).toBe('market_unavailable');
    expect(reasonOf(leg({ marketType: 'player_rush_yds', selection: 'over', propId: PROP_ID }))).toBe(
      'invalid_selection',
    );
    expect(reasonOf(leg({ marketType: 'player_pass_yds', selection: 'home', propId: PROP_ID }))).toBe(
      'invalid_selection',
    );
  });
});
