import { formatMoney } from '../money/format-money.js';
import { cents } from '../money/cents.js';
import { periodAround } from './calendar-period.js';
import { LIMIT_KINDS, LIMIT_PERIODS, limitKey, limitName, type LimitKind, type LimitPeriod } from './limit-kinds.js';
import { playBetween } from './play-activity.js';
import { slotAt, type PendingLimit, type SaferGamblingState } from './safer-gambling-state.js';
import { formatClock, formatDayAndClock } from './zoned-time.js';

/** A limit in force at a time: how much its period used, what is left and when the period ends. */
export type LimitUsage = {
  kind: LimitKind;
  period: LimitPeriod;
  amountCents: number;
  timeZone: string;
  /** Stakes, or net cash loss (negative when the player is up). */
  usedCents: number;
  leftCents: number;
  periodStart: string;
  resetsAt: string;
};

export function usageAt(
  state: SaferGamblingState,
  kind: LimitKind,
  period: LimitPeriod,
  atMs: number,
): LimitUsage | null {
  const { current } = slotAt(state.limits[limitKey(kind, period)], atMs);
  if (!current) return null;
  const { startMs, endMs } = periodAround(period, atMs, current.timeZone);
  const activity = playBetween(state, startMs, endMs);
  const usedCents = kind === 'loss' ? activity.lossCents : activity.stakeCents;
  return {
    kind,
    period,
    amountCents: current.amountCents,
    timeZone: current.timeZone,
    usedCents,
    leftCents: Math.max(0, current.amountCents - usedCents),
    periodStart: new Date(startMs).toISOString(),
    resetsAt: new Date(endMs).toISOString(),
  };
}

/** Every kind and period of limit, with its key in the state, in the order usagesAt lists them. */
const EVERY_LIMIT = LIMIT_KINDS.flatMap((kind) =>
  LIMIT_PERIODS.map((period) => ({ kind, period, key: limitKey(kind, period) })),
);

/**
 * Every limit in force at `atMs`. A kind and period the player never set is passed over without building anything:
 * the guard asks this for every stake a player places, and most players have no limit.
 */
export function usagesAt(state: SaferGamblingState, atMs: number): LimitUsage[] {
  const usages: LimitUsage[] = [];
  for (const { kind, period, key } of EVERY_LIMIT) {
    if (state.limits[key] === undefined) continue;
    const usage = usageAt(state, kind, period, atMs);
    if (usage) usages.push(usage);
  }
  return usages;
}

/** The pending change of a limit at `atMs`, if its cooling period has not ended. */
export const pendingAt = (
  state: SaferGamblingState,
  kind: LimitKind,
  period: LimitPeriod,
  atMs: number,
): PendingLimit | null => slotAt(state.limits[limitKey(kind, period)], atMs).pending;

/** '00:00' for a daily limit, 'Mon 30 Nov 00:00' for a weekly or monthly one (in the limit's time zone). */
export const resetText = ({ period, resetsAt, timeZone }: Pick<LimitUsage, 'period' | 'resetsAt' | 'timeZone'>) =>
  period === 'day' ? formatClock(Date.parse(resetsAt), timeZone) : formatDayAndClock(Date.parse(resetsAt), timeZone);

/** 'Daily loss limit reached: $0.00 left until 00:00' */
export const limitReachedMessage = (usage: LimitUsage) =>
  `${limitName(usage.kind, usage.period)} reached: ${formatMoney(cents(usage.leftCents))} left until ${resetText(usage)}`;
