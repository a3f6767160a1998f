import { cents } from '../money/cents.js';
import { canonicalOdds, type AmericanOdds } from '../odds/american-odds.js';
import { parlayOdds } from '../odds/parlay-odds.js';
import { parlayPayoutCents, payoutCents } from '../odds/payout.js';
import type { DomainEvent } from '../shared/decider.js';
import { conflict, ERROR_CODES, invalid, ruleBroken } from '../shared/domain-error.js';
import type { BalanceType } from '../wallet/balance-type.js';
import type { BetRequest, LegRequest, PlacedLeg, PricedLeg } from './bet-leg.js';
import { BET_MESSAGES, legRefusalError } from './bet-errors.js';
import { legCompositionError } from './leg-composition.js';
import type { LegQuote } from './price-leg.js';
import type { BetMode } from './bet-mode.js';
import { validateSlip } from './validate-slip.js';

export type BetPlaced = DomainEvent<
  'BetPlaced',
  {
    betId: string;
    userId: string;
    betMode: BetMode;
    balanceType: BalanceType;
    stakeCents: number;
    potentialPayoutCents: number;
    /** The leg's odds for a single; the parlay's combined odds (display only: the payout is exact). */
    combinedOdds: AmericanOdds;
    placedAt: string;
    legs: PlacedLeg[];
  }
>;

/** A bet request with what only the server supplies: current prices, ids and the time. */
export type PlaceBet = BetRequest & {
  type: 'PlaceBet';
  userId: string;
  /** priceLeg's answer for each leg, in the order of `legs`. */
  quotes: readonly LegQuote[];
  /** One id per bet placed: one for a parlay, one per leg for singles. */
  betIds: readonly string[];
  /** One id per leg, in the order of `legs`. */
  legIds: readonly string[];
  placedAt: string;
};

export const betCount = ({ betMode, legs }: Pick<BetRequest, 'betMode' | 'legs'>) =>
  betMode === 'parlay' ? 1 : legs.length;

const oddsMoved = (asked: LegRequest, current: PricedLeg) =>
  canonicalOdds(asked.americanOdds) !== canonicalOdds(current.americanOdds) ||
  // A moneyline has no line; a payload without a line (the event page's) can only be checked on its odds.
  (current.line !== null && asked.line !== undefined && asked.line !== current.line);

const currentPrice = ({ eventId, marketType, selection, line, americanOdds, propId }: PricedLeg) =>
  propId === undefined
    ? { eventId, marketType, selection, line, americanOdds }
    : { eventId, marketType, selection, line, americanOdds, propId };

/**
 * Decides PlaceBet against the wallet's balances: all the bets of the request are placed together, or none.
 * Refusals in the order a player can act on them: a malformed request (400), legs that cannot go together,
 * a leg the book no longer offers, prices that moved since the client saw them (409 with the current prices,
 * which the client shows and can accept), and last the slip's limits and the balance (validateSlip, 422).
 */
export function decidePlaceBet(command: PlaceBet, balances: { cashCents: number; freePlayCents: number }): BetPlaced[] {
  requireWellFormed(command);
  const compositionError = legCompositionError(command.betMode, command.legs);
  if (compositionError) throw compositionError;

  const legs = command.legs.map((asked, index) => {
    const quote = command.quotes[index];
    if (!quote) throw invalid('Every leg needs a server price');
    if (!quote.ok) throw legRefusalError(quote.reason, asked);
    return { asked, current: quote.leg, legId: command.legIds[index] ?? '' };
  });
  const moved = legs.filter(({ asked, current }) => oddsMoved(asked, current));
  if (moved.length > 0) {
    throw conflict(BET_MESSAGES.oddsChanged, {
      details: { legs: moved.map(({ current }) => currentPrice(current)) },
      code: ERROR_CODES.oddsChanged,
    });
  }

  const verdict = validateSlip({
    mode: command.betMode,
    legs: legs.map(({ asked, current }) => ({ odds: current.americanOdds, stakeCents: cents(asked.stakeCents) })),
    parlayStakeCents: cents(command.stakeCents),
    balanceType: command.balanceType,
    balances: { cashCents: cents(balances.cashCents), freePlayCents: cents(balances.freePlayCents) },
  });
  if (!verdict.ok) throw ruleBroken(verdict.message, { details: { rule: verdict.rule } });

  if (command.betMode === 'parlay') {
    return [
      parlayPlaced(
        command,
        legs.map(({ current, legId }): PlacedLeg => ({ ...current, legId })),
      ),
    ];
  }
  return legs.map(({ asked, current, legId }, index) =>
    singlePlaced(command, { ...current, legId }, asked.stakeCents, index),
  );
}

function requireWellFormed(command: PlaceBet) {
  const stakes = [command.stakeCents, ...command.legs.map((leg) => leg.stakeCents)];
  if (!stakes.every((stake) => Number.isSafeInteger(stake) && stake >= 0)) {
    throw invalid('Stake must be a whole number of cents');
  }
  // Ids are the API's job; a mismatch is a bug there, not something a player did.
  if (command.betIds.length !== betCount(command) || command.legIds.length !== command.legs.length) {
    throw invalid('PlaceBet needs one id per bet and one per leg');
  }
}

const baseOf = (command: PlaceBet) => ({
  userId: command.userId,
  betMode: command.betMode,
  balanceType: command.balanceType,
  placedAt: command.placedAt,
});

function parlayPlaced(command: PlaceBet, legs: PlacedLeg[]): BetPlaced {
  const odds = legs.map((leg) => leg.americanOdds);
  const stakeCents = cents(command.stakeCents);
  const data = {
    betId: command.betIds[0] ?? '',
    ...baseOf(command),
    stakeCents,
    potentialPayoutCents: parlayPayoutCents(stakeCents, odds),
    combinedOdds: parlayOdds(odds),
    legs,
  };
  return { type: 'BetPlaced', data };
}

function singlePlaced(command: PlaceBet, leg: PlacedLeg, stake: number, index: number): BetPlaced {
  const stakeCents = cents(stake);
  const data = {
    betId: command.betIds[index] ?? '',
    ...baseOf(command),
    stakeCents,
    potentialPayoutCents: payoutCents(stakeCents, leg.americanOdds),
    combinedOdds: canonicalOdds(leg.americanOdds),
    legs: [leg],
  };
  return { type: 'BetPlaced', data };
}
