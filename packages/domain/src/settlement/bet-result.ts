import type { BetMode } from '../betting/bet-mode.js';
import { cents } from '../money/cents.js';
import type { AmericanOdds } from '../odds/american-odds.js';
import { parlayPayoutCents } from '../odds/payout.js';
import type { LegJudgement } from './judge-leg.js';
import type { BetOutcome } from './outcome.js';

export type BetToSettle = {
  betMode: BetMode;
  stakeCents: number;
  legs: readonly { americanOdds: AmericanOdds }[];
};

/** What a bet returns, stake included: 0 when lost, the stake on a push or void. */
export type BetResult = { outcome: BetOutcome; payoutCents: number };

/**
 * A bet from its legs' judgements, in the order of its legs; null while it cannot be decided yet.
 *
 * A lost leg loses the bet at once, even with other legs still to play. Pushed and void legs drop out and the
 * payout is the stake times the product of the remaining (won) legs' decimal odds, rounded down once; a single
 * is the one-leg case of the same rule. With no leg remaining the stake is returned: void when every leg was
 * void, push otherwise.
 */
export function betResult(bet: BetToSettle, judgements: readonly LegJudgement[]): BetResult | null {
  if (judgements.length !== bet.legs.length) throw new RangeError('One judgement per leg of the bet');
  if (judgements.includes('lost')) return { outcome: 'lost', payoutCents: 0 };
  if (judgements.includes('pending')) return null;
  const wonOdds = bet.legs.flatMap((leg, index) => (judgements[index] === 'won' ? [leg.americanOdds] : []));
  if (wonOdds.length === 0) {
    const outcome = judgements.every((judgement) => judgement === 'void') ? 'void' : 'push';
    return { outcome, payoutCents: bet.stakeCents };
  }
  return { outcome: 'won', payoutCents: parlayPayoutCents(cents(bet.stakeCents), wonOdds) };
}
