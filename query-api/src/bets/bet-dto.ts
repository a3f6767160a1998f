import { cents, toDollars } from '@sb/domain';
import type { TAdminBetDto, TBetDto, TBetLegDto } from '@sb/contracts';
import type { BetDocument, BetLegDocument } from '@sb/projectors';

const dollars = (amountCents: number) => toDollars(cents(amountCents));

export type { TAdminBetDto, TBetDto, TBetLegDto } from '@sb/contracts';

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
