import type { LimitPeriod } from './limit-kinds.js';
import { localParts, zonedMidnight } from './zoned-time.js';

export type PeriodBounds = { startMs: number; endMs: number };

/** The calendar day, week (Monday to Monday) or month of `timeZone` that contains the instant. */
export function periodAround(period: LimitPeriod, atMs: number, timeZone: string): PeriodBounds {
  const { year, month, day, weekday } = localParts(atMs, timeZone);
  switch (period) {
    case 'day':
      return {
        startMs: zonedMidnight(year, month, day, timeZone),
        endMs: zonedMidnight(year, month, day + 1, timeZone),
      };
    case 'week':
      return {
        startMs: zonedMidnight(year, month, day - weekday, timeZone),
        endMs: zonedMidnight(year, month, day - weekday + 7, timeZone),
      };
    case 'month':
      return { startMs: zonedMidnight(year, month, 1, timeZone), endMs: zonedMidnight(year, month + 1, 1, timeZone) };
  }
}
