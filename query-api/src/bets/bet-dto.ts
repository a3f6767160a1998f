import { cents, toDollars, type BalanceType, type BetMode, type LegEventInfo, type LegOutcome } from '@sb/domain';
import type { BetDocument, BetLegDocument, BetStatus } from '@sb/projectors';

const dollars = (amountCents: number) => toDollars(cents(amountCents));

/** A leg in the spec's shape (id, marketType, selection, line, americanOdds, event{awayTeam, homeTeam}) and more. */
export type TBetLegDto = {
  id: string;
  eventId: string;
  marketType: string;
  selection: string;
  line: number | null;
  americanOdds: number;
  propId: string | null;
  playerName: string | null;
  outcome: LegOutcome | null;
  event: LegEventInfo;
};

/** Spec section 3 "Bet", plus what the dashboard table and the admin need. Money in dollars. */
export type TBetDto = {
  id: string;
  betMode: BetMode;
  balanceType: BalanceType;
  status: BetStatus;
  stake: number;
  potentialPayout: number;
  /** What the bet returned, stake included; null while pending. */
  payout: number | null;
  combinedOdds: number;
  placedAt: string;
  settledAt: string | null;
  legs: TBetLegDto[];
};

/** The admin lists say whose bet it is. */
export type TAdminBetDto = TBetDto & { userId: string; username: string };

const toLegDto = (leg: BetLegDocument): TBetLegDto => ({
  id: leg.id,
  eventId: leg.eventId,
  marketType: leg.marketType,
  selection: leg.selection,
  line: leg.line,
  americanOdds: leg.americanOdds,
  propId: leg.propId,
  playerName: leg.playerName,
  outcome: leg.outcome,
  event: {
    sport: leg.event.sport,
    league: leg.event.league,
    homeTeam: leg.event.homeTeam,
    awayTeam: leg.event.awayTeam,
    scheduledAt: leg.event.scheduledAt,
  },
});

export const toBetDto = (doc: BetDocument): TBetDto => ({
  id: doc.id,
  betMode: doc.betMode,
  balanceType: doc.balanceType,
  status: doc.status,
  stake: dollars(doc.stakeCents),
  potentialPayout: dollars(doc.potentialPayoutCents),
  payout: doc.payoutCents === null ? null : dollars(doc.payoutCents),
  combinedOdds: doc.combinedOdds,
  placedAt: doc.placedAt,
  settledAt: doc.settledAt,
  legs: doc.legs.map(toLegDto),
});

export const toAdminBetDto = (doc: BetDocument, username: string): TAdminBetDto => ({
  ...toBetDto(doc),
  userId: doc.userId,
  username,
});
