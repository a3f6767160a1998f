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
      return { atMs: Date.parse(placedAt), stakeCents, lossCents: balanceType === 'cash' ? stakeCents : 0 };
    }
    case 'BetSettled':
      return { atMs: Date.parse(event.data.settledAt), stakeCents: 0, lossCents: -event.data.credited.cashCents };
    case 'BetCashedOut':
      return { atMs: Date.parse(event.data.cashedOutAt), stakeCents: 0, lossCents: -event.data.credited.cashCents };
    case 'BetResettled': {
      const { credit, reversal, settledAt } = event.data;
      return { atMs: Date.parse(settledAt), stakeCents: 0, lossCents: reversal.cashCents - credit.cashCents };
    }
    case 'CasinoRoundStarted':
      return {
        atMs: Date.parse(event.data.startedAt),
        stakeCents: event.data.stakeCents,
        lossCents: event.data.stakeCents,
      };
    case 'CasinoRoundActed': {
      const { extraStakeCents, actedAt } = event.data;
      return extraStakeCents === 0
        ? null
        : { atMs: Date.parse(actedAt), stakeCents: extraStakeCents, lossCents: extraStakeCents };
    }
    case 'CasinoRoundEnded':
      return { atMs: Date.parse(event.data.endedAt), stakeCents: 0, lossCents: -event.data.payoutCents };
    default:
      return null;
  }
}

/** The stakes and cash stakes a decision would add (what the guard checks before anything is appended). */
export const addedByDecision = (events: readonly WalletEvent[]): PlayAmounts =>
  events.reduce(
    (sum, event) => {
      const counted = playAmountsOf(event);
      if (!counted || counted.stakeCents === 0) return sum;
      return {
        stakeCents: sum.stakeCents + counted.stakeCents,
        lossCents: sum.lossCents + Math.max(0, counted.lossCents),
      };
    },
    { stakeCents: 0, lossCents: 0 },
  );

/** Adds one event's amounts to its slot (slots stay sorted by time), forgetting slots no period can reach. */
export function recordActivity(slots: readonly ActivitySlot[], counted: Counted): readonly ActivitySlot[] {
  if (!Number.isFinite(counted.atMs)) return slots;
  const slotMs = counted.atMs - (((counted.atMs % SLOT_MS) + SLOT_MS) % SLOT_MS);
  const newest = Math.max(slotMs, slots[slots.length - 1]?.slotMs ?? slotMs);
  const kept =
    slots[0] && slots[0].slotMs < newest - KEEP_MS ? slots.filter((s) => s.slotMs >= newest - KEEP_MS) : slots;
  const index = kept.findIndex((slot) => slot.slotMs >= slotMs);
  const existing = index >= 0 ? kept[index] : undefined;
  if (existing && existing.slotMs === slotMs) {
    const updated = {
      slotMs,
      stakeCents: existing.stakeCents + counted.stakeCents,
      lossCents: existing.lossCents + counted.lossCents,
    };
    return [...kept.slice(0, index), updated, ...kept.slice(index + 1)];
  }
  const slot = { slotMs, stakeCents: counted.stakeCents, lossCents: counted.lossCents };
  return index < 0 ? [...kept, slot] : [...kept.slice(0, index), slot, ...kept.slice(index)];
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
