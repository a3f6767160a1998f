import type { BalanceType } from '../wallet/balance-type.js';
import { centsFromBigInt } from '../money/cents.js';
import type { AmericanOdds } from '../odds/american-odds.js';
import { americanToDecimal } from '../odds/convert-odds.js';
import { floor, multiply, ONE, rational, type Rational } from '../odds/rational.js';
import type { LegNow } from './leg-now.js';
import type { MarginBasisPoints } from './cash-out-margin.js';

/** Why a bet has no cash out offer; each reason has one message (CASH_OUT_MESSAGES). */
export type NoOfferReason = 'free_play' | 'leg_lost' | 'leg_unpriced' | 'games_over' | 'no_value';

export const NO_OFFER_MESSAGES: Record<NoOfferReason, string> = {
  free_play: 'Cash out is not available for free play bets',
  leg_lost: 'A leg of this bet has lost',
  leg_unpriced: 'Cash out is suspended while a leg has no current price',
  games_over: 'The games of this bet are over: it is being settled',
  no_value: 'This bet has no cash out value',
};

/**
 * An offer and the prices it was made at. `priceVersion` names the legs' current states and prices: an accept
 * must quote it back, so a changed price is never paid at the old figure even when the rounded offer is equal.
 */
export type CashOutOffer = { ok: true; offerCents: number; priceVersion: string };
export type NoOffer = { ok: false; reason: NoOfferReason; message: string };
export type CashOutQuote = CashOutOffer | NoOffer;

/** What the offer needs to know of the bet: as the wallet (and the bets read model) remember it. */
export type BetToCashOut = {
  balanceType: BalanceType;
  stakeCents: number;
  potentialPayoutCents: number;
  legs: readonly { legId: string; americanOdds: AmericanOdds }[];
};

const noOffer = (reason: NoOfferReason): NoOffer => ({ ok: false, reason, message: NO_OFFER_MESSAGES[reason] });

const divide = (left: Rational, right: Rational): Rational => multiply(left, rational(right.den, right.num));

/** The version of a set of leg states: each leg's current price while open, its outcome once judged. */
export const priceVersionOf = (legs: readonly LegNow[]): string =>
  legs
    .map((leg) => (leg.state === 'open' ? `${leg.legId}@${leg.americanOdds}` : `${leg.legId}:${leg.state}`))
    .join('|');

/**
 * The cash out offer for a pending bet:
 *
 *   stake x product over legs (open: placement decimal / current decimal; won: placement decimal; push or void: 1)
 *         x margin, rounded down to the cent once, capped at the potential payout.
 *
 * A single is the one-leg case. No offer for a free-play bet, once a leg has lost, while a leg has no current
 * price, or when no leg is open any more (settlement is about to pay the bet).
 */
export function cashOutOffer(bet: BetToCashOut, legsNow: readonly LegNow[], margin: MarginBasisPoints): CashOutQuote {
  if (bet.balanceType === 'freePlay') return noOffer('free_play');
  const states = bet.legs.map(
    (leg): LegNow => legsNow.find((now) => now.legId === leg.legId) ?? { legId: leg.legId, state: 'unpriced' },
  );
  if (states.some((leg) => leg.state === 'lost')) return noOffer('leg_lost');
  if (states.some((leg) => leg.state === 'unpriced')) return noOffer('leg_unpriced');
  if (!states.some((leg) => leg.state === 'open')) return noOffer('games_over');

  const factor = bet.legs.reduce((product, leg, index) => {
    const now = states[index];
    const placed = americanToDecimal(leg.americanOdds);
    if (now?.state === 'open') return multiply(product, divide(placed, americanToDecimal(now.americanOdds)));
    if (now?.state === 'won') return multiply(product, placed);
    return product;
  }, ONE);
  const exact = multiply(multiply(rational(BigInt(bet.stakeCents), 1n), factor), rational(BigInt(margin), 10_000n));
  const cap = BigInt(bet.potentialPayoutCents);
  const rounded = floor(exact);
  const offerCents = centsFromBigInt(rounded < cap ? rounded : cap);
  if (offerCents <= 0) return noOffer('no_value');
  return { ok: true, offerCents, priceVersion: priceVersionOf(states) };
}
