import { propMarketsFor, type MarketType, type Sport } from '@sb/domain';

/** The Odds API's sport keys for the sports the book lists, with the league shown for each. */
export const SPORT_KEYS: Readonly<Record<Sport, readonly { key: string; league: string }[]>> = {
  NFL: [{ key: 'americanfootball_nfl', league: 'NFL' }],
  NCAAF: [{ key: 'americanfootball_ncaaf', league: 'NCAA Football' }],
  NBA: [{ key: 'basketball_nba', league: 'NBA' }],
  NCAAB: [{ key: 'basketball_ncaab', league: 'NCAA Basketball' }],
  MLB: [{ key: 'baseball_mlb', league: 'MLB' }],
  NHL: [{ key: 'icehockey_nhl', league: 'NHL' }],
  Soccer: [
    { key: 'soccer_epl', league: 'Premier League' },
    { key: 'soccer_usa_mls', league: 'MLS' },
  ],
  MMA: [{ key: 'mma_mixed_martial_arts', league: 'MMA' }],
};

const periodKeys = (periods: readonly string[]) =>
  periods.flatMap((period) => ['h2h', 'spreads', 'totals'].map((market) => `${market}_${period}`));

/** Markets only the per-event endpoint serves: team totals and the sport's period markets. */
export const EVENT_MARKET_KEYS: Readonly<Record<Sport, readonly string[]>> = {
  NFL: ['team_totals', ...periodKeys(['q1', 'q2', 'q3', 'q4', 'h1', 'h2'])],
  NCAAF: ['team_totals', ...periodKeys(['q1', 'q2', 'q3', 'q4', 'h1', 'h2'])],
  NBA: ['team_totals', ...periodKeys(['q1', 'q2', 'q3', 'q4', 'h1', 'h2'])],
  NCAAB: ['team_totals', ...periodKeys(['h1', 'h2'])],
  MLB: ['team_totals', ...periodKeys(['1st_5_innings'])],
  NHL: ['team_totals', ...periodKeys(['p1', 'p2', 'p3'])],
  Soccer: [],
  MMA: [],
};

const MAIN: Readonly<Record<string, 'moneyline' | 'spread' | 'totals'>> = {
  h2h: 'moneyline',
  spreads: 'spread',
  totals: 'totals',
};

/** 'h2h' -> moneyline, 'spreads_q1' -> spread_q1, 'totals_1st_5_innings' -> totals_f5; team totals are split apart. */
export const marketTypeOf = (key: string): MarketType | 'team_totals' | undefined => {
  if (key === 'team_totals') return 'team_totals';
  const [main = '', ...rest] = key.split('_');
  const shape = MAIN[main];
  if (!shape) return undefined;
  const period = rest.join('_');
  if (period === '') return shape;
  if (period === '1st_5_innings') return `${shape}_f5`;
  return /^(q[1-4]|h[12]|p[1-3])$/.test(period) ? (`${shape}_${period}` as MarketType) : undefined;
};

/** The player-prop markets requested per event: the main lines (alternate ladders are Over-only there). */
export const propMarketKeys = (sport: Sport) =>
  propMarketsFor(sport)
    .filter((market) => !market.alternate)
    .map((market) => market.key);
