import type { FeedGame, GameMarketQuote, PlayerPropQuote } from '../feed-snapshot.js';

const noPrices = { line: null, awayLine: null, homeOdds: null, awayOdds: null, overOdds: null, underOdds: null };

export const moneyline = (bookmaker: GameMarketQuote['bookmaker'], homeOdds: number, awayOdds: number) =>
  ({ ...noPrices, bookmaker, marketType: 'moneyline', homeOdds, awayOdds }) satisfies GameMarketQuote;

export const spread = (
  bookmaker: GameMarketQuote['bookmaker'],
  line: number,
  homeOdds: number,
  awayOdds: number,
  marketType: GameMarketQuote['marketType'] = 'spread',
) => ({ ...noPrices, bookmaker, marketType, line, awayLine: -line, homeOdds, awayOdds }) satisfies GameMarketQuote;

export const total = (
  bookmaker: GameMarketQuote['bookmaker'],
  line: number,
  overOdds: number,
  underOdds: number,
  marketType: GameMarketQuote['marketType'] = 'totals',
) => ({ ...noPrices, bookmaker, marketType, line, overOdds, underOdds }) satisfies GameMarketQuote;

export const prop = (
  bookmaker: PlayerPropQuote['bookmaker'],
  playerName: string,
  propType: string,
  line: number,
  overOdds: number,
  underOdds: number,
  team: string | null = 'Boston Harbor Hawks',
): PlayerPropQuote => ({ bookmaker, playerName, propType, line, overOdds, underOdds, team });

/** An NBA game seven days out with both books on the main markets. */
export const feedGame = (overrides: Partial<FeedGame> = {}): FeedGame => ({
  gameId: 'g1',
  sport: 'NBA',
  league: 'NBA',
  homeTeam: 'Boston Harbor Hawks',
  awayTeam: 'Denver Summit',
  scheduledAt: '2030-01-08T00:30:00.000Z',
  status: 'scheduled',
  period: null,
  homeScore: 0,
  awayScore: 0,
  quotes: [
    moneyline('draftkings', -150, 130),
    moneyline('fanduel', -150, 130),
    spread('draftkings', -3.5, -110, -110),
    spread('fanduel', -3.5, -110, -110),
    total('draftkings', 221.5, -110, -110),
    total('fanduel', 221.5, -110, -110),
  ],
  ...overrides,
});
