import { cents } from '../money/cents.js';
import { formatMoney } from '../money/format-money.js';
import { LIMIT_KINDS, LIMIT_PERIODS, limitName, type LimitKind, type LimitPeriod } from './limit-kinds.js';
import { pendingAt, usageAt } from './limit-usage.js';
import type { SaferGamblingEvent } from './safer-gambling-events.js';
import { exclusionAt, type Exclusion, type SaferGamblingState } from './safer-gambling-state.js';

export type LimitView = {
  kind: LimitKind;
  period: LimitPeriod;
  /** null: no limit in force. */
  amountCents: number | null;
  timeZone: string | null;
  usedCents: number | null;
  leftCents: number | null;
  resetsAt: string | null;
  pending: { amountCents: number | null; effectiveAt: string } | null;
};

export type SaferGamblingView = {
  limits: LimitView[];
  /** The time-out or self-exclusion in force, if any. */
  exclusion: Omit<Exclusion, 'timeZone'> | null;
  realityCheckMinutes: number | null;
};

/** Every limit (set or not) with its use in the current period and its pending change, as of `atMs`. */
export function saferGamblingViewAt(state: SaferGamblingState, atMs: number): SaferGamblingView {
  const limits = LIMIT_KINDS.flatMap((kind) =>
    LIMIT_PERIODS.map((period): LimitView => {
      const usage = usageAt(state, kind, period, atMs);
      const pending = pendingAt(state, kind, period, atMs);
      return {
        kind,
        period,
        amountCents: usage?.amountCents ?? null,
        timeZone: usage?.timeZone ?? null,
        usedCents: usage?.usedCents ?? null,
        leftCents: usage?.leftCents ?? null,
        resetsAt: usage?.resetsAt ?? null,
        pending: pending && { amountCents: pending.amountCents, effectiveAt: pending.effectiveAt },
      };
    }),
  );
  const exclusion = exclusionAt(state, atMs);
  return {
    limits,
    exclusion: exclusion && {
      kind: exclusion.kind,
      duration: exclusion.duration,
      from: exclusion.from,
      until: exclusion.until,
    },
    realityCheckMinutes: state.realityCheckMinutes,
  };
}

const money = (amountCents: number | null) => (amountCents === null ? 'none' : formatMoney(cents(amountCents)));

/** One line for the audit statement: what changed and when it takes effect. */
export function describeSaferGamblingEvent(event: SaferGamblingEvent): string {
  switch (event.type) {
    case 'PlayLimitSet': {
      const { kind, period, amountCents, setAt, effectiveAt, timeZone } = event.data;
      const when = effectiveAt === setAt ? 'at once' : `from ${effectiveAt}`;
      return `${limitName(kind, period)} ${money(amountCents)} (${timeZone}) ${when}`;
    }
    case 'TimeOutTaken':
      return `Time-out ${event.data.duration} until ${event.data.until}`;
    case 'SelfExclusionStarted':
      return `Self-exclusion ${event.data.duration} until ${event.data.until}`;
    case 'RealityCheckSet':
      return event.data.intervalMinutes === null
        ? 'Reality check off'
        : `Reality check every ${event.data.intervalMinutes} minutes`;
  }
}
