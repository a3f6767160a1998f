import type { AmericanOdds } from '../odds/american-odds.js';
import type { Sport } from './sport.js';

export const MAIN_MARKET_TYPES = ['moneyline', 'spread', 'totals'] as const;
export type MainMarketType = (typeof MAIN_MARKET_TYPES)[number];

/** q1-q4 quarters, h1/h2 halves, p1-p3 hockey periods, f5 the first five innings of a baseball game. */
export const MARKET_PERIODS = ['q1', 'q2', 'q3', 'q4', 'h1', 'h2', 'p1', 'p2', 'p3', 'f5'] as const;
export type MarketPeriod = (typeof MARKET_PERIODS)[number];

export type PeriodMarketType = `${MainMarketType}_${MarketPeriod}`;
export type TeamTotalMarketType = 'team_total_home' | 'team_total_away';

/** The spec's market types (moneyline, spread, totals, spread_h1, totals_h1, team totals) plus period markets. */
export type MarketType = MainMarketType | PeriodMarketType | TeamTotalMarketType;

/** Every market type in board order: the order priced rows are kept in, so equal boards serialise equally. */
export const MARKET_TYPES: readonly MarketType[] = [
  ...MAIN_MARKET_TYPES,
  'team_total_home',
  'team_total_away',
  ...MARKET_PERIODS.flatMap((period) => MAIN_MARKET_TYPES.map((main): MarketType => `${main}_${period}`)),
];

export const isMarketType = (value: unknown): value is MarketType => MARKET_TYPES.includes(value as MarketType);

/** How a priced row is quoted: two sides (home/away) or a total (over/under). */
export const marketShape = (marketType: MarketType): 'moneyline' | 'spread' | 'total' => {
  if (marketType.startsWith('moneyline')) return 'moneyline';
  if (marketType.startsWith('spread')) return 'spread';
  return 'total';
};

/** The period a market is about, or null for the whole game. */
export const marketPeriod = (marketType: MarketType): MarketPeriod | null => {
  const suffix = marketType.slice(marketType.lastIndexOf('_') + 1);
  return (MARKET_PERIODS as readonly string[]).includes(suffix) ? (suffix as MarketPeriod) : null;
};

/** Where the event detail screen shows a market: Main, Quarter and Half cards; everything else is 'other'. */
export const marketGroup = (marketType: MarketType): 'main' | 'quarter' | 'half' | 'other' => {
  const period = marketPeriod(marketType);
  if (period === null) return marketType.startsWith('team_total') ? 'other' : 'main';
  if (period.startsWith('q')) return 'quarter';
  if (period.startsWith('h')) return 'half';
  return 'other';
};

const HALF_PERIODS: Partial<Record<Sport, { h1: string[]; h2: string[] }>> = {
  NFL: { h1: ['Q1', 'Q2'], h2: ['Q3', 'Q4', 'OT'] },
  NCAAF: { h1: ['Q1', 'Q2'], h2: ['Q3', 'Q4', 'OT'] },
  NBA: { h1: ['Q1', 'Q2'], h2: ['Q3', 'Q4', 'OT'] },
  NCAAB: { h1: ['1H'], h2: ['2H', 'OT'] },
  Soccer: { h1: ['1H'], h2: ['2H'] },
};

/**
 * The `periodScores` entries a period market is settled on, or null for a whole-game market (settled on the final
 * score). Second halves include overtime, as US books settle them; a single quarter or period does not.
 */
export const settlementPeriods = (sport: Sport, marketType: MarketType): readonly string[] | null => {
  const period = marketPeriod(marketType);
  if (period === null) return null;
  if (period === 'h1' || period === 'h2') return HALF_PERIODS[sport]?.[period] ?? null;
  if (period === 'f5') return ['1', '2', '3', '4', '5'];
  return [period.toUpperCase()];
};

/**
 * A priced market: the spec's market row without `eventId` (the game is the stream's). `line` is the home line for
 * spreads and the total for totals and team totals; `awayLine` is set for spreads only. Sides that the market does
 * not have are null.
 */
export type PricedMarket = {
  marketType: MarketType;
  line: number | null;
  awayLine: number | null;
  homeOdds: AmericanOdds | null;
  awayOdds: AmericanOdds | null;
  overOdds: AmericanOdds | null;
  underOdds: AmericanOdds | null;
  /**
   * Soccer's three-way moneyline: the price of the draw (the third selection). Absent on two-way markets and on
   * boards priced before draws were offered.
   */
  drawOdds?: AmericanOdds | null;
  /** The books the prices came from: 'DK+FD' when both, otherwise 'DK' or 'FD' (see odds/aggregate). */
  bookmaker: string;
};
