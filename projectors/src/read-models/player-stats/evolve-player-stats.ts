import type { BetDocument, BetStatus } from '../bets/bet-documents.js';
import { addToSlot } from './profit-loss-slots.js';
import { emptyPlayerStats, type PlayerStatsDocument } from './player-stats-document.js';

type Counted = Omit<PlayerStatsDocument, 'id' | 'profitLossBySlotCents'>;

const STATUS_COUNTER: Record<BetStatus, keyof Counted> = {
  pending: 'pendingBets',
  won: 'wonBets',
  lost: 'lostBets',
  push: 'pushBets',
  void: 'voidBets',
  cashed_out: 'cashedOutBets',
};

/** The P/L of one bet by the rules in player-stats-document.ts: 0 until it is settled. */
export const profitLossOf = (bet: BetDocument): number => {
  if (bet.credited === null) return 0;
  const ownStake = bet.balanceType === 'cash' ? bet.stakeCents : 0;
  return bet.credited.cashCents - ownStake;
};

/** What one bet adds to its owner's figures. */
const contributionOf = (bet: BetDocument): Partial<Counted> => ({
  totalBets: 1,
  [STATUS_COUNTER[bet.status]]: 1,
  totalWageredCents: bet.stakeCents,
  totalWonCents: bet.status === 'won' ? (bet.payoutCents ?? 0) : 0,
  netProfitLossCents: profitLossOf(bet),
});

const combine = (stats: PlayerStatsDocument, part: Partial<Counted>, sign: 1 | -1): PlayerStatsDocument => {
  const next = { ...stats };
  // `?? 0`: documents written before a counter existed (cashedOutBets) start it at zero.
  for (const [field, amount] of Object.entries(part) as [keyof Counted, number][]) {
    next[field] = (next[field] ?? 0) + sign * amount;
  }
  return next;
};

/**
 * Pure: the owner's stats after one of their bets went from `before` (null when just placed) to `after`.
 * Taking the old bet out and putting the new one in handles a first settlement and an admin's re-settlement
 * alike; the P/L difference is booked in `slot`, the UTC quarter hour the change was settled.
 */
export const evolvePlayerStats = (
  stats: PlayerStatsDocument | null,
  before: BetDocument | null,
  after: BetDocument,
  slot: string,
): PlayerStatsDocument => {
  const start = stats ?? emptyPlayerStats(after.userId);
  const withoutOld = before ? combine(start, contributionOf(before), -1) : start;
  const next = combine(withoutOld, contributionOf(after), 1);
  const profitLossChange = profitLossOf(after) - (before ? profitLossOf(before) : 0);
  // `?? {}`: a document written before the slots existed starts them empty (rebuild the bets projection to refill).
  const slots = start.profitLossBySlotCents ?? {};
  return { ...next, profitLossBySlotCents: addToSlot(slots, slot, profitLossChange) };
};
