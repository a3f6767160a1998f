import { cents } from '../money/cents.js';
import { toDollars } from '../money/format-money.js';
import { conflict, notFound, ruleBroken } from '../shared/domain-error.js';
import type { WalletState } from '../wallet/wallet-state.js';
import { betOf } from '../wallet/bet-book.js';
import type { BetCashedOut } from './cash-out-events.js';
import { isMarginBasisPoints, type MarginBasisPoints } from './cash-out-margin.js';
import { cashOutOffer, type CashOutOffer } from './cash-out-offer.js';
import type { LegNow } from './leg-now.js';

/**
 * The player accepts a cash out at `offerCents` / `priceVersion` (what GET /api/bets/:betId/cash-out showed).
 * `legs` are the legs' states as the server priced them just now (legNow); `margin` is CASH_OUT_MARGIN.
 */
export type CashOutBet = {
  type: 'CashOutBet';
  userId: string;
  betId: string;
  offerCents: number;
  priceVersion: string;
  legs: readonly LegNow[];
  margin: MarginBasisPoints;
  cashedOutAt: string;
};

export const CASH_OUT_MESSAGES = {
  betNotFound: 'Bet not found',
  alreadySettled: 'This bet is already settled',
  alreadyCashedOut: 'This bet has already been cashed out',
  offerChanged: 'The cash out offer has changed',
  invalidOffer: 'Offer must be a whole number of cents',
  invalidMargin: 'Cash out margin must be between 1 and 10000 basis points',
} as const;

/**
 * Re-prices the bet from the legs' current states and pays only the offer the player accepted: a different
 * offer or price version is a conflict carrying the new offer (or, when there is none, the reason).
 */
export function decideCashOut(command: CashOutBet, state: WalletState): BetCashedOut[] {
  if (!Number.isSafeInteger(command.offerCents)) throw ruleBroken(CASH_OUT_MESSAGES.invalidOffer);
  if (!isMarginBasisPoints(command.margin)) throw ruleBroken(CASH_OUT_MESSAGES.invalidMargin);
  const bet = betOf(state.bets, command.betId);
  if (!bet) throw notFound(CASH_OUT_MESSAGES.betNotFound);
  if (bet.settlement?.outcome === 'cashed_out') throw ruleBroken(CASH_OUT_MESSAGES.alreadyCashedOut);
  if (bet.settlement) throw ruleBroken(CASH_OUT_MESSAGES.alreadySettled);

  const quote = cashOutOffer(bet, command.legs, command.margin);
  if (!quote.ok) throw ruleBroken(quote.message, { details: { reason: quote.reason } });
  if (quote.offerCents !== command.offerCents || quote.priceVersion !== command.priceVersion) {
    throw conflict(CASH_OUT_MESSAGES.offerChanged, { details: { offer: offerDetails(quote) } });
  }
  const { betId, userId, cashedOutAt, margin } = command;
  const credited = { cashCents: quote.offerCents, freePlayCents: 0 };
  const data = { betId, userId, offerCents: quote.offerCents, priceVersion: quote.priceVersion, margin, credited };
  return [{ type: 'BetCashedOut', data: { ...data, legs: [...command.legs], cashedOutAt } }];
}

/** The new offer in a 409, as the API shows offers: dollars and cents both. */
const offerDetails = (quote: CashOutOffer) => ({
  offerCents: quote.offerCents,
  offer: toDollars(cents(quote.offerCents)),
  priceVersion: quote.priceVersion,
});
