import type { TEventDetailsDto, TPeriodOptionDto } from '@sb/contracts';
import type { MarketRow } from '../catalogue/catalogue-types';
import { periodName } from '@sb/domain';

/** One option of a quarter or half card, keyed by market type in the details answer (the contracts' shape). */
export type PeriodOption = TPeriodOptionDto;

/** GET /api/events/{eventId}/details (spec section 3 "Event details response"), as the contracts define it. */
export type EventDetails = TEventDetailsDto;

const EMPTY = { line: null, awayLine: null, homeOdds: null, awayOdds: null, overOdds: null, underOdds: null };

/** The main markets as market rows, so the event page picks and bets exactly like the lists do. */
export function mainMarketRows(details: EventDetails): {
  moneyline?: MarketRow;
  spread?: MarketRow;
  totals?: MarketRow;
} {
  const { id: eventId } = details.event;
  const { moneyline, spread, totals } = details.gameProps.mainMarkets;
  return {
    moneyline: moneyline ? { ...EMPTY, ...moneyline, eventId, marketType: 'moneyline' } : undefined,
    spread: spread
      ? {
          ...EMPTY,
          ...spread,
          // An away line the answer leaves out is the home line's mirror.
          awayLine: spread.awayLine ?? (spread.line === null ? null : -spread.line),
          eventId,
          marketType: 'spread',
        }
      : undefined,
    totals: totals ? { ...EMPTY, ...totals, eventId, marketType: 'totals' } : undefined,
  };
}

export type PeriodMarkets = {
  period: string;
  title: string;
  moneyline?: MarketRow;
  spread?: MarketRow;
  totals?: MarketRow;
};

const PERIOD_ORDER = ['q1', 'q2', 'q3', 'q4', 'h1', 'h2'];

/** A quarter or half map ('spread_q1' -> option) as one group per period, in play order. */
export function periodMarkets(eventId: string, options: Record<string, PeriodOption>): PeriodMarkets[] {
  const groups = new Map<string, PeriodMarkets>();
  for (const [marketType, option] of Object.entries(options)) {
    const period = marketType.slice(marketType.lastIndexOf('_') + 1);
    const main = marketType.split('_')[0];
    if (main !== 'moneyline' && main !== 'spread' && main !== 'totals') continue;
    const group = groups.get(period) ?? { period, title: periodName(marketType) ?? period.toUpperCase() };
    group[main] = {
      ...EMPTY,
      ...option,
      awayLine: option.awayLine ?? (main === 'spread' && option.line !== null ? -option.line : null),
      eventId,
      marketType,
    };
    groups.set(period, group);
  }
  const rank = (period: string) => (PERIOD_ORDER.includes(period) ? PERIOD_ORDER.indexOf(period) : 99);
  return [...groups.values()].sort((a, b) => rank(a.period) - rank(b.period));
}

/** Spec section 2: 'Total Points / Total Goals / Total Runs depending on sport'. */
export function totalTitle(sport: string): string {
  const key = sport.toLowerCase();
  if (key === 'nhl' || key === 'soccer') return 'Total Goals';
  if (key === 'mlb') return 'Total Runs';
  return 'Total Points';
}
