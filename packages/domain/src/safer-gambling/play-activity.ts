import { instantMs } from './instant-ms.js';
import type { WalletEvent } from '../wallet/wallet-events.js';

/**
 * What counts toward the limits, written down once:
 * - **Stake limits** count every stake placed, cash and free play alike (a bet's stake, a casino round's opening
 *   stake and a double's extra stake), at the time it was placed.
 * - **Loss limits** count net cash losses: cash staked minus cash returned by play (settlements, re-settlements,
 *   cash-outs, casino payouts), each at the time it moved. Free-play stakes are the book's money and never count as a loss;
 *   the cash a free-play win credits counts as cash returned. Admin adjustments, free play added and the
 *   starting balance are not play and count for neither. A pending bet's stake counts as lost until it settles.
 * - A bet or a round is refused when its stakes would take a stake limit above its amount, or its cash stakes
 *   would take the net loss above a loss limit (as if they were lost).
 */
export type PlayAmounts = { stakeCents: number; lossCents: number };

/** Activity summed per quarter hour (UTC): every zone's period boundaries fall on one, so sums are exact. */
export type ActivitySlot = PlayAmounts & { slotMs: number };

export const SLOT_MS = 15 * 60 * 1000;
/** Slots older than this before the newest are no longer in any period (a month plus the widest offsets). */
const KEEP_MS = 40 * 24 * 60 * 60 * 1000;

type Counted = PlayAmounts & { atMs: number };

/** The stake and net cash loss one wallet event adds, with the time it counts at; null when it is not play. */
export function playAmountsOf(event: WalletEvent): Counted | null {
  switch (event.type) {
    case 'BetPlaced': {
      const { stakeCents, balanceType, placedAt } = event.data;
      return { atMs: instantMs(placedAt), stakeCents, lossCents: balanceType === 'cash' ? stakeCents : 0 };
    }
    case 'BetSettled':
      return { atMs: instantMs(event.data.settledAt), stakeCents: 0, lossCents: -event.data.credited.cashCents };
    case 'BetCashedOut':
      return { atMs: instantMs(event.data.cashedOutAt), stakeCents: 0, lossCents: -event.data.credited.cashCents };
    case 'BetResettled': {
      const { credit, reversal, settledAt } = event.data;
      return { atMs: instantMs(settledAt), stakeCents: 0, lossCents: reversal.cashCents - credit.cashCents };
    }
    case 'CasinoRoundStarted':
      return {
        atMs: instantMs(event.data.startedAt),
        stakeCents: event.data.stakeCents,
        lossCents: event.data.stakeCents,
      };
    case 'CasinoRoundActed': {
      const { extraStakeCents, actedAt } = event.data;
      return extraStakeCents === 0
        ? null
        : { atMs: instantMs(actedAt), stakeCents: extraStakeCents, lossCents: extraStakeCents };
    }
    case 'CasinoRoundEnded':
      return { atMs: instantMs(event.data.endedAt), stakeCents: 0, lossCents: -event.data.payoutCents };
    default:
      return null;
  }
}

/** The stakes and cash stakes a decision would add (what the guard checks before anything is appended). */
export function addedByDecision(events: readonly WalletEvent[]): PlayAmounts {
  let stakeCents = 0;
  let lossCents = 0;
  for (const event of events) {
    const counted = playAmountsOf(event);
    if (!counted || counted.stakeCents === 0) continue;
    stakeCents += counted.stakeCents;
    lossCents += Math.max(0, counted.lossCents);
  }
  return { stakeCents, lossCents };
}

const slotOf = (atMs: number) => atMs - (((atMs % SLOT_MS) + SLOT_MS) % SLOT_MS);

/** `slots` with `counted` added to the slot at `slotMs` (inserted in time order when there is none yet). */
function withCounted(slots: readonly ActivitySlot[], slotMs: number, counted: Counted): readonly ActivitySlot[] {
  const last = slots[slots.length - 1];
  if (!last || last.slotMs < slotMs) {
    const appended = slots.slice();
    appended.push({ slotMs, stakeCents: counted.stakeCents, lossCents: counted.lossCents });
    return appended;
  }
  if (last.slotMs === slotMs) {
    // The common case: play lands in the newest slot.
    const updated = slots.slice();
    const { stakeCents, lossCents } = last;
    updated[slots.length - 1] = {
      slotMs,
      stakeCents: stakeCents + counted.stakeCents,
      lossCents: lossCents + counted.lossCents,
    };
    return updated;
  }
  const index = slots.findIndex((slot) => slot.slotMs >= slotMs);
  const existing = index >= 0 ? slots[index] : undefined;
  if (existing && existing.slotMs === slotMs) {
    const updated = {
      slotMs,
      stakeCents: existing.stakeCents + counted.stakeCents,
      lossCents: existing.lossCents + counted.lossCents,
    };
    return [...slots.slice(0, index), updated, ...slots.slice(index + 1)];
  }
  const slot = { slotMs, stakeCents: counted.stakeCents, lossCents: counted.lossCents };
  return index < 0 ? [...slots, slot] : [...slots.slice(0, index), slot, ...slots.slice(index)];
}

/**
 * A wallet's play per quarter hour in two sorted runs: `activity` (up to 40 days of quarter hours, a few thousand
 * slots) and `recentActivity` (at most RECENT_SLOTS slots: where the latest events went). An event is added to the
 * short run only; when that run outgrows RECENT_SLOTS it is merged into the long one (equal slots summed) and
 * slots no period can reach are forgotten. Each event thus copies a short array, plus a long one once per
 * RECENT_SLOTS slots, so folding a wallet's stream stays linear however its times are ordered; copying every slot
 * of the last 40 days per bet made it quadratic. A slot may be in both runs: amounts are summed over both
 * (playBetween). `recentActivity` is optional because read-model documents written before it lack it.
 */
export type ActivityRuns = { activity: readonly ActivitySlot[]; recentActivity?: readonly ActivitySlot[] };

const RECENT_SLOTS = 64;

/** Two sorted runs as one, a slot in both summed. */
function merged(older: readonly ActivitySlot[], recent: readonly ActivitySlot[]): ActivitySlot[] {
  const all: ActivitySlot[] = [];
  let i = 0;
  let j = 0;
  for (;;) {
    const a = older[i];
    const b = recent[j];
    if (!a && !b) return all;
    if (a && (!b || a.slotMs < b.slotMs)) {
      all.push(a);
      i += 1;
    } else if (b && (!a || b.slotMs < a.slotMs)) {
      all.push(b);
      j += 1;
    } else if (a && b) {
      all.push({ slotMs: a.slotMs, stakeCents: a.stakeCents + b.stakeCents, lossCents: a.lossCents + b.lossCents });
      i += 1;
      j += 1;
    }
  }
}

/** The runs with one event's amounts added. */
export function recordPlay(runs: ActivityRuns, counted: Counted): Required<ActivityRuns> {
  const recent = runs.recentActivity ?? [];
  if (!Number.isFinite(counted.atMs)) return { activity: runs.activity, recentActivity: recent };
  const nextRecent = withCounted(recent, slotOf(counted.atMs), counted);
  if (nextRecent.length <= RECENT_SLOTS) return { activity: runs.activity, recentActivity: nextRecent };
  const all = merged(runs.activity, nextRecent);
  const newest = all[all.length - 1]!.slotMs;
  return { activity: all.filter((slot) => slot.slotMs >= newest - KEEP_MS), recentActivity: [] };
}

/** Stakes and net cash loss in [startMs, endMs). */
export const activityBetween = (slots: readonly ActivitySlot[], startMs: number, endMs: number): PlayAmounts =>
  slots.reduce(
    (sum, slot) =>
      slot.slotMs >= startMs && slot.slotMs < endMs
        ? { stakeCents: sum.stakeCents + slot.stakeCents, lossCents: sum.lossCents + slot.lossCents }
        : sum,
    { stakeCents: 0, lossCents: 0 },
  );

/** Stakes and net cash loss of both runs in [startMs, endMs). */
export const playBetween = (runs: ActivityRuns, startMs: number, endMs: number): PlayAmounts => {
  const older = activityBetween(runs.activity, startMs, endMs);
  const recent = activityBetween(runs.recentActivity ?? [], startMs, endMs);
  return { stakeCents: older.stakeCents + recent.stakeCents, lossCents: older.lossCents + recent.lossCents };
};
