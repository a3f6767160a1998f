/** What a limit counts: total stakes, or net cash losses (see play-activity.ts for the rules). */
export type LimitKind = 'loss' | 'stake';
/** Calendar periods in the limit's time zone: a day from 00:00, a week from Monday 00:00, a month from the 1st. */
export type LimitPeriod = 'day' | 'week' | 'month';

export const LIMIT_KINDS: readonly LimitKind[] = ['loss', 'stake'];
export const LIMIT_PERIODS: readonly LimitPeriod[] = ['day', 'week', 'month'];

/** Raising or removing a limit takes effect this long after it was asked for (shown as pending until then). */
export const COOLING_OFF_MS = 24 * 60 * 60 * 1000;

/** The largest limit a player can set: $1,000,000. */
export const MAX_LIMIT_CENTS = 100_000_000;

export type TimeOutDuration = '24h' | '7d' | '30d';
export type SelfExclusionDuration = '6m' | '1y' | '5y';

export const TIME_OUT_DURATIONS: readonly TimeOutDuration[] = ['24h', '7d', '30d'];
export const SELF_EXCLUSION_DURATIONS: readonly SelfExclusionDuration[] = ['6m', '1y', '5y'];

/** A reality check every N minutes, N in this range (null = off). */
export const REALITY_CHECK_MINUTES = { min: 5, max: 240 } as const;

export const limitKey = (kind: LimitKind, period: LimitPeriod) => `${kind}:${period}` as const;
export type LimitKey = ReturnType<typeof limitKey>;

const PERIOD_WORDS: Record<LimitPeriod, string> = { day: 'Daily', week: 'Weekly', month: 'Monthly' };

/** 'Daily loss limit', 'Monthly stake limit'. */
export const limitName = (kind: LimitKind, period: LimitPeriod) => `${PERIOD_WORDS[period]} ${kind} limit`;
