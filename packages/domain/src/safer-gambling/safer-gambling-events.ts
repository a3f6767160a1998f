import type { DomainEvent } from '../shared/decider.js';
import type { LimitKind, LimitPeriod, SelfExclusionDuration, TimeOutDuration } from './limit-kinds.js';

/**
 * Safer-gambling facts on `wallet-<userId>`, hash-chained with the money they limit, so the limits and the
 * balance are decided on the same folded state and guarded by the same expected revision.
 */

/**
 * A loss or stake limit was set, lowered, raised or removed (`amountCents` null). A lower limit (or a first one)
 * takes effect at once (`effectiveAt` = `setAt`); a higher one or a removal `COOLING_OFF_MS` later, pending until
 * then. `timeZone` is the zone whose calendar periods the limit counts in.
 */
export type PlayLimitSet = DomainEvent<
  'PlayLimitSet',
  {
    userId: string;
    kind: LimitKind;
    period: LimitPeriod;
    amountCents: number | null;
    timeZone: string;
    setAt: string;
    effectiveAt: string;
  }
>;

/** No betting, no casino play and no raising limits until `until`; sign-in, balance and history still work. */
export type TimeOutTaken = DomainEvent<
  'TimeOutTaken',
  { userId: string; duration: TimeOutDuration; timeZone: string; takenAt: string; until: string }
>;

/** Like a time-out, for months or years; nobody (an admin neither) can end it before `until`. */
export type SelfExclusionStarted = DomainEvent<
  'SelfExclusionStarted',
  { userId: string; duration: SelfExclusionDuration; timeZone: string; startedAt: string; until: string }
>;

/** A reality check every `intervalMinutes` of play (null = off). */
export type RealityCheckSet = DomainEvent<
  'RealityCheckSet',
  { userId: string; intervalMinutes: number | null; setAt: string }
>;

export type SaferGamblingEvent = PlayLimitSet | TimeOutTaken | SelfExclusionStarted | RealityCheckSet;

const SAFER_GAMBLING_EVENT_TYPES: ReadonlySet<string> = new Set<SaferGamblingEvent['type']>([
  'PlayLimitSet',
  'TimeOutTaken',
  'SelfExclusionStarted',
  'RealityCheckSet',
]);

export const isSaferGamblingEvent = (event: { type: string }): event is SaferGamblingEvent =>
  SAFER_GAMBLING_EVENT_TYPES.has(event.type);
