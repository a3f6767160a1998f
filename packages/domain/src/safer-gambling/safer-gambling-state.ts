import type { WalletEvent } from '../wallet/wallet-events.js';
import { limitKey, type LimitKey } from './limit-kinds.js';
import { playAmountsOf, recordPlay, type ActivitySlot } from './play-activity.js';
import type { PlayLimitSet } from './safer-gambling-events.js';

export type ActiveLimit = { amountCents: number; timeZone: string; since: string };
/** A raise or a removal (amountCents null) waiting for its cooling-off period. */
export type PendingLimit = { amountCents: number | null; timeZone: string; requestedAt: string; effectiveAt: string };
export type LimitSlot = { current: ActiveLimit | null; pending: PendingLimit | null };

/** A time-out or a self-exclusion: no betting or play before `until`. */
export type Exclusion = {
  kind: 'time-out' | 'self-exclusion';
  duration: string;
  from: string;
  until: string;
  timeZone: string;
};

/**
 * The player's limits folded from the wallet stream. Pending changes stay pending in the state: whether one has
 * matured is a question of the time it is asked at (`limitAt`), since no event marks the end of a cooling period.
 */
export type SaferGamblingState = {
  limits: Partial<Record<LimitKey, LimitSlot>>;
  timeOut: Exclusion | null;
  selfExclusion: Exclusion | null;
  realityCheckMinutes: number | null;
  /** Play per quarter hour, older slots (see ActivityRuns in play-activity.ts). */
  activity: readonly ActivitySlot[];
  /** The newest slots, after every slot of `activity`; absent from documents stored before it existed. */
  recentActivity?: readonly ActivitySlot[];
};

export const emptySaferGambling: SaferGamblingState = {
  limits: {},
  timeOut: null,
  selfExclusion: null,
  realityCheckMinutes: null,
  activity: [],
  recentActivity: [],
};

const EMPTY_SLOT: LimitSlot = { current: null, pending: null };

/** The slot as it stands at `atMs`: a pending change whose cooling period ended is the current limit. */
export function slotAt(slot: LimitSlot | undefined, atMs: number): LimitSlot {
  if (!slot) return EMPTY_SLOT;
  const { pending } = slot;
  if (!pending || Date.parse(pending.effectiveAt) > atMs) return slot;
  const current =
    pending.amountCents === null
      ? null
      : { amountCents: pending.amountCents, timeZone: pending.timeZone, since: pending.effectiveAt };
  return { current, pending: null };
}

function withLimitSet(state: SaferGamblingState, { data }: PlayLimitSet): SaferGamblingState {
  const key = limitKey(data.kind, data.period);
  const before = slotAt(state.limits[key], Date.parse(data.setAt));
  const immediate = Date.parse(data.effectiveAt) <= Date.parse(data.setAt);
  const slot: LimitSlot = immediate
    ? {
        current:
          data.amountCents === null
            ? null
            : { amountCents: data.amountCents, timeZone: data.timeZone, since: data.setAt },
        pending: null,
      }
    : {
        current: before.current,
        pending: {
          amountCents: data.amountCents,
          timeZone: data.timeZone,
          requestedAt: data.setAt,
          effectiveAt: data.effectiveAt,
        },
      };
  return { ...state, limits: { ...state.limits, [key]: slot } };
}

export function evolveSaferGambling(state: SaferGamblingState, event: WalletEvent): SaferGamblingState {
  switch (event.type) {
    case 'PlayLimitSet':
      return withLimitSet(state, event);
    case 'TimeOutTaken': {
      const { duration, takenAt, until, timeZone } = event.data;
      return { ...state, timeOut: { kind: 'time-out', duration, from: takenAt, until, timeZone } };
    }
    case 'SelfExclusionStarted': {
      const { duration, startedAt, until, timeZone } = event.data;
      return { ...state, selfExclusion: { kind: 'self-exclusion', duration, from: startedAt, until, timeZone } };
    }
    case 'RealityCheckSet':
      return { ...state, realityCheckMinutes: event.data.intervalMinutes };
    default: {
      const counted = playAmountsOf(event);
      if (!counted) return state;
      const { activity, recentActivity } = recordPlay(state, counted);
      const { limits, timeOut, selfExclusion, realityCheckMinutes } = state;
      return { limits, timeOut, selfExclusion, realityCheckMinutes, activity, recentActivity };
    }
  }
}

/** The exclusion in force at `atMs` (a self-exclusion before a time-out when both are), or null. */
export function exclusionAt(state: SaferGamblingState, atMs: number): Exclusion | null {
  const inForce = (exclusion: Exclusion | null) => (exclusion && Date.parse(exclusion.until) > atMs ? exclusion : null);
  return inForce(state.selfExclusion) ?? inForce(state.timeOut);
}
