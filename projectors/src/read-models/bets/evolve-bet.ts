import type { BetCashedOut, BetPlaced, BetResettled, BetSettled, LegVerdict, PlacedLeg } from '@sb/domain';
import { betLegIndexId, type BetDocument, type BetLegDocument, type BetLegIndexDocument } from './bet-documents.js';

/** The wallet events that shape one bet. */
export type BetEvent = BetPlaced | BetSettled | BetResettled | BetCashedOut;

const BET_EVENT_TYPES: ReadonlySet<string> = new Set<BetEvent['type']>([
  'BetPlaced',
  'BetSettled',
  'BetResettled',
  'BetCashedOut',
]);

export const isBetEvent = (event: { type: string }): event is BetEvent => BET_EVENT_TYPES.has(event.type);

const toLeg = (leg: PlacedLeg): BetLegDocument => ({
  id: leg.legId,
  eventId: leg.eventId,
  marketType: leg.marketType,
  selection: leg.selection,
  line: leg.line,
  americanOdds: leg.americanOdds,
  propId: leg.propId ?? null,
  playerName: leg.playerName ?? null,
  outcome: null,
  event: { ...leg.event },
});

// An admin's outcome (legs null) says nothing about the legs: keep what the games said, if anything.
const withVerdicts = (legs: BetLegDocument[], verdicts: LegVerdict[] | null) =>
  verdicts === null
    ? legs
    : legs.map((leg) => ({ ...leg, outcome: verdicts.find((v) => v.legId === leg.id)?.outcome ?? leg.outcome }));

/**
 * Pure: the bet after one of its events; `undefined` leaves the read model as it is (a settlement of a bet
 * this read model never saw, e.g. of a user already deleted).
 */
export const evolveBet = (doc: BetDocument | null, event: BetEvent): BetDocument | undefined => {
  if (event.type === 'BetPlaced') {
    const { betId, userId, betMode, balanceType, stakeCents, potentialPayoutCents, combinedOdds, placedAt, legs } =
      event.data;
    return {
      id: betId,
      userId,
      betMode,
      balanceType,
      status: 'pending',
      stakeCents,
      potentialPayoutCents,
      payoutCents: null,
      credited: null,
      combinedOdds,
      placedAt,
      settledAt: null,
      legs: legs.map(toLeg),
    };
  }
  if (!doc) return undefined;
  if (event.type === 'BetSettled') {
    const { outcome, payoutCents, credited, legs, settledAt } = event.data;
    return { ...doc, status: outcome, payoutCents, credited, settledAt, legs: withVerdicts(doc.legs, legs) };
  }
  if (event.type === 'BetCashedOut') {
    const { offerCents, credited, cashedOutAt } = event.data;
    return { ...doc, status: 'cashed_out', payoutCents: offerCents, credited, settledAt: cashedOutAt };
  }
  const { to, payoutCents, credit, settledAt } = event.data;
  return { ...doc, status: to, payoutCents, credited: credit, settledAt };
};

/** The `bet_legs` documents of a bet: one per leg, each with the bet's current status. */
export const legIndexOf = (bet: BetDocument): BetLegIndexDocument[] =>
  bet.legs.map((leg) => ({
    id: betLegIndexId(bet.id, leg.id),
    betId: bet.id,
    userId: bet.userId,
    eventId: leg.eventId,
    status: bet.status,
  }));
