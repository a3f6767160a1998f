import { centsFromBigInt, sumCents, type Cents } from '../money/cents.js';
import type { AmericanOdds } from '../odds/american-odds.js';
import { exactPayoutCents } from '../odds/payout.js';
import type { BalanceType } from '../wallet/balance-type.js';
import type { BetMode } from './bet-mode.js';
import { MAX_PAYOUT_CENTS, MAX_STAKE_CENTS, MIN_STAKE_CENTS } from './limits.js';
import { SLIP_MESSAGES, type SlipRule } from './slip-messages.js';

/** A selection on the slip. In parlay mode its own stake is ignored: the parlay stake is the only stake. */
export type SlipLeg = { odds: AmericanOdds; stakeCents: Cents };

export type SlipToValidate = {
  mode: BetMode;
  legs: readonly SlipLeg[];
  parlayStakeCents: Cents;
  balanceType: BalanceType;
  balances: { cashCents: Cents; freePlayCents: Cents };
};

export type SlipVerdict =
  { ok: true; totalStakeCents: Cents; potentialPayoutCents: Cents } | { ok: false; rule: SlipRule; message: string };

const refuse = (rule: SlipRule): SlipVerdict => ({ ok: false, rule, message: SLIP_MESSAGES[rule] });

const withinStakeRange = (stake: Cents) => stake >= MIN_STAKE_CENTS && stake <= MAX_STAKE_CENTS;

/**
 * The one bet slip check, run by the browser to enable the Place button and show a message, and by the
 * server before it accepts a bet. It answers the first rule broken, in this order (the order the UI shows):
 *
 * 1. the shape of the slip: no selection, or a parlay of fewer than two;
 * 2. free play on a parlay: the player must change mode or balance first, and switching mode resets stakes;
 * 3. a blank (0) stake among several singles: "not entered yet" is more helpful than "out of range";
 * 4. stake range: each single 10..150, the parlay stake 10..150 (with its own min and max messages);
 * 5. maximum payout 300: each single on its own, the parlay as a whole (needs stakes in range to mean much);
 * 6. balance: the total stake against the chosen balance, last because it is about the account, not the
 *    bet, and lowering a stake to fix an earlier rule may also fix it.
 */
export function validateSlip(slip: SlipToValidate): SlipVerdict {
  const { mode, legs, balanceType, balances } = slip;
  if (legs.length === 0) return refuse('emptySlip');
  if (mode === 'parlay' && legs.length < 2) return refuse('parlayTooFewLegs');
  if (mode === 'parlay' && balanceType === 'freePlay') return refuse('freePlayOnParlay');

  const stakeCheck = mode === 'parlay' ? checkParlayStake(slip.parlayStakeCents) : checkSingleStakes(legs);
  if (stakeCheck) return stakeCheck;

  const payouts = exactPayouts(slip);
  if (payouts.some((payout) => payout > BigInt(MAX_PAYOUT_CENTS))) return refuse('payoutTooHigh');

  const totalStakeCents = mode === 'parlay' ? slip.parlayStakeCents : sumCents(legs.map((leg) => leg.stakeCents));
  const activeBalance = balanceType === 'cash' ? balances.cashCents : balances.freePlayCents;
  if (totalStakeCents > activeBalance) return refuse('insufficientBalance');

  const potentialPayoutCents = sumCents(payouts.map(centsFromBigInt));
  return { ok: true, totalStakeCents, potentialPayoutCents };
}

/**
 * One payout per bet placed: each single on its own, or the parlay as a whole. Bigints, because a long-shot
 * parlay can be far beyond the safe integer range and must still compare as "above the maximum payout".
 */
function exactPayouts({ mode, legs, parlayStakeCents }: SlipToValidate): bigint[] {
  if (mode === 'single') return legs.map((leg) => exactPayoutCents(leg.stakeCents, [leg.odds]));
  const parlayLegs = legs.map((leg) => leg.odds);
  return [exactPayoutCents(parlayStakeCents, parlayLegs)];
}

function checkParlayStake(stake: Cents): SlipVerdict | undefined {
  if (stake < MIN_STAKE_CENTS) return refuse('parlayStakeTooLow');
  if (stake > MAX_STAKE_CENTS) return refuse('parlayStakeTooHigh');
  return undefined;
}

function checkSingleStakes(legs: readonly SlipLeg[]): SlipVerdict | undefined {
  if (legs.length > 1 && legs.some((leg) => leg.stakeCents === 0)) return refuse('missingStake');
  if (!legs.every((leg) => withinStakeRange(leg.stakeCents))) return refuse('singleStakeOutOfRange');
  return undefined;
}
