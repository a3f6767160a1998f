import { centsFromBigInt, subtractCents, type Cents } from '../money/cents.js';
import type { AmericanOdds } from './american-odds.js';
import { parlayDecimal } from './parlay-odds.js';
import { floor, multiply, rational } from './rational.js';

function requireStake(stake: Cents): bigint {
  if (!Number.isSafeInteger(stake) || stake < 0) {
    throw new RangeError(`A stake must be a non-negative whole number of cents: ${String(stake)}`);
  }
  return BigInt(stake);
}

/**
 * What a winning single returns, stake included, rounded down to the cent (spec section 9):
 * stake + stake * odds / 100 for positive odds, stake + stake * 100 / |odds| for negative odds.
 * Written from the spec formula rather than through parlayPayoutCents so the two can check each other.
 */
export function payoutCents(stake: Cents, odds: AmericanOdds): Cents {
  const exactStake = requireStake(stake);
  const magnitude = BigInt(Math.abs(odds));
  const winnings = odds > 0 ? rational(exactStake * magnitude, 100n) : rational(exactStake * 100n, magnitude);
  return centsFromBigInt(exactStake + floor(winnings));
}

/**
 * What a winning parlay returns, stake included: the stake times the exact product of the legs' decimal odds,
 * rounded down to the cent once at the end (rounding each leg would shave a cent per leg).
 */
export function parlayPayoutCents(stake: Cents, legs: readonly AmericanOdds[]): Cents {
  return centsFromBigInt(exactPayoutCents(stake, legs));
}

/**
 * The same payout as a bigint, for limit checks: a long shot parlay can exceed the safe integer range, and
 * "more than the maximum payout" must still be answerable then. One leg gives the single's payout.
 */
export function exactPayoutCents(stake: Cents, legs: readonly AmericanOdds[]): bigint {
  return floor(multiply(rational(requireStake(stake), 1n), parlayDecimal(legs)));
}

/** The profit shown for a won bet (spec section 4: potentialPayout minus stake). */
export function winningsCents({ stakeCents, payoutCents }: { stakeCents: Cents; payoutCents: Cents }): Cents {
  return subtractCents(payoutCents, stakeCents);
}
