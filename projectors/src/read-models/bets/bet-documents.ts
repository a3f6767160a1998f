import type { BalanceAmounts, BalanceType, BetClosedAs, BetMode, LegEventInfo, LegOutcome } from '@sb/domain';

/** 'cashed_out': the player took the cash out offer (payoutCents = the offer, credited to cash). */
export type BetStatus = 'pending' | BetClosedAs;

/** A leg as the bet lists show it: the price it was taken at and the game, copied at placement. */
export type BetLegDocument = {
  id: string;
  eventId: string;
  marketType: string;
  selection: string;
  line: number | null;
  americanOdds: number;
  /** Player-prop legs only; null for game markets. */
  propId: string | null;
  playerName: string | null;
  /** How settlement judged the leg; null while pending, or when an admin set the bet's outcome by hand. */
  outcome: LegOutcome | null;
  event: LegEventInfo;
};

/** `bets`: one document per bet of a live user, shaped for the dashboard and the admin bet lists. */
export type BetDocument = {
  id: string;
  userId: string;
  betMode: BetMode;
  balanceType: BalanceType;
  status: BetStatus;
  stakeCents: number;
  potentialPayoutCents: number;
  /** What the bet returned, stake included; null while pending. */
  payoutCents: number | null;
  /** Where the payout went (the ledger's own figures); the stats' profit and loss is computed from it. */
  credited: BalanceAmounts | null;
  combinedOdds: number;
  placedAt: string;
  settledAt: string | null;
  legs: BetLegDocument[];
};

/**
 * `bet_legs`: one document per leg, carrying its bet's status. The port cannot match inside an array field,
 * so "which pending bets have a leg on game X" (settlement) and "does game X still have pending bets"
 * (cleanup) are answered from here with an index on eventId.
 */
export type BetLegIndexDocument = {
  id: string;
  betId: string;
  userId: string;
  eventId: string;
  status: BetStatus;
};

export const BETS = 'bets';
export const BET_LEGS = 'bet_legs';

export const betLegIndexId = (betId: string, legId: string) => `${betId}:${legId}`;
