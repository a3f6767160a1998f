import type { CatalogueState } from '../../catalogue/catalogue-state.js';
import type { GameState } from '../../catalogue/game-state.js';
import type { PricedMarket } from '../../catalogue/market.js';
import type { PricedProp } from '../../catalogue/player-prop.js';
import { americanOdds } from '../../odds/american-odds.js';
import type { WalletEvent } from '../../wallet/wallet-events.js';
import type { LegRequest } from '../bet-leg.js';
import { betCount, type PlaceBet } from '../place-bet.js';
import { priceLeg } from '../price-leg.js';

/** Before kick-off of GAME (19:00 UTC). */
export const NOW = '2025-01-05T18:00:00.000Z';
export const GAME_ID = 'g1';
export const PROP_ID = `${GAME_ID}:jalen-hurts:player_pass_yds`;

export const game = (overrides: Partial<GameState> = {}): GameState => ({
  gameId: GAME_ID,
  sport: 'NFL',
  league: 'NFL',
  homeTeam: 'Eagles',
  awayTeam: 'Giants',
  scheduledAt: '2025-01-05T19:00:00.000Z',
  players: [],
  status: 'scheduled',
  period: null,
  homeScore: 0,
  awayScore: 0,
  result: null,
  removed: false,
  ...overrides,
});

const row = (marketType: PricedMarket['marketType'], prices: Partial<Record<string, number | null>>): PricedMarket => {
  const odds = (key: string) => {
    const value = prices[key];
    return value === undefined || value === null ? null : americanOdds(value);
  };
  return {
    marketType,
    line: prices.line ?? null,
    awayLine: prices.awayLine ?? null,
    homeOdds: odds('homeOdds'),
    awayOdds: odds('awayOdds'),
    overOdds: odds('overOdds'),
    underOdds: odds('underOdds'),
    bookmaker: 'DK+FD',
  };
};

export const MARKETS: PricedMarket[] = [
  row('moneyline', { homeOdds: -150, awayOdds: 130 }),
  row('spread', { line: -3.5, awayLine: 3.5, homeOdds: -110, awayOdds: -110 }),
  row('totals', { line: 44.5, overOdds: -105, underOdds: -115 }),
  row('team_total_home', { line: 24.5, overOdds: -110, underOdds: -110 }),
  row('spread_h1', { line: -1.5, awayLine: 1.5, homeOdds: 100, awayOdds: -120 }),
];

export const PROPS: PricedProp[] = [
  {
    id: PROP_ID,
    propType: 'player_pass_yds',
    playerName: 'Jalen Hurts',
    team: 'Eagles',
    line: 225.5,
    overOdds: americanOdds(-115),
    underOdds: americanOdds(-105),
    bookmaker: 'DK',
  },
];

export const catalogue = (overrides: Partial<GameState> = {}): CatalogueState => ({
  game: game(overrides),
  markets: MARKETS,
  props: PROPS,
});

/** A leg as the client sends it at the fixture's prices, $10 stake. */
export const legRequest = (overrides: Partial<LegRequest> = {}): LegRequest => ({
  eventId: GAME_ID,
  marketType: 'spread',
  selection: 'away',
  line: 3.5,
  americanOdds: americanOdds(-110),
  stakeCents: 1000,
  ...overrides,
});

/**
 * A PlaceBet as the command API builds it: every leg priced against `view` (per game id) at NOW, and ids
 * numbered in order (b1.., l1..).
 */
export function placeBet(
  request: Partial<Pick<PlaceBet, 'betMode' | 'balanceType' | 'stakeCents'>> & { legs: LegRequest[] },
  view: (gameId: string) => CatalogueState = () => catalogue(),
): PlaceBet {
  const betMode = request.betMode ?? 'single';
  const legs = request.legs;
  const stakeCents = request.stakeCents ?? legs.reduce((sum, leg) => sum + leg.stakeCents, 0);
  return {
    type: 'PlaceBet',
    userId: 'u1',
    betMode,
    balanceType: request.balanceType ?? 'cash',
    stakeCents,
    legs,
    quotes: legs.map((leg) => priceLeg(leg, view(leg.eventId), NOW)),
    betIds: Array.from({ length: betCount({ betMode, legs }) }, (_, index) => `b${index + 1}`),
    legIds: legs.map((_, index) => `l${index + 1}`),
    placedAt: NOW,
  };
}

/** A wallet with $1000 cash and $25 free play. */
export const FUNDED: WalletEvent[] = [
  { type: 'StartingBalanceCredited', data: { userId: 'u1', amountCents: 100_000 } },
  { type: 'FreePlayAdded', data: { userId: 'u1', amountCents: 2_500, addedBy: 'admin' } },
];

/** Selections at the fixture board's prices. */
export const AWAY_SPREAD = legRequest();
export const HOME_MONEYLINE = legRequest({
  marketType: 'moneyline',
  selection: 'home',
  line: null,
  americanOdds: americanOdds(-150),
});
export const OVER = legRequest({
  marketType: 'totals',
  selection: 'over',
  line: 44.5,
  americanOdds: americanOdds(-105),
});
