/**
 * The texts a player sees when a bet slip cannot be placed. The wording of the spec's messages is exact
 * (section 5), so the browser and the API answer the same string. `emptySlip` is ours: the spec only says
 * the Place button is disabled then, but the server still has to say why it refused.
 */
export const SLIP_MESSAGES = {
  emptySlip: 'Add a selection to your bet slip',
  parlayTooFewLegs: 'A parlay needs at least two selections',
  freePlayOnParlay: 'Free play is only available for straight bets',
  missingStake: 'Enter stakes for all bets',
  singleStakeOutOfRange: 'Each bet must be $10-$150',
  parlayStakeTooLow: 'Minimum bet is $10',
  parlayStakeTooHigh: 'Maximum bet is $150',
  payoutTooHigh: 'Lower your bet - maximum payout is $300',
  insufficientBalance: 'Insufficient Balance',
} as const;

/** Which rule refused the slip; stable for code to branch on, unlike the message text. */
export type SlipRule = keyof typeof SLIP_MESSAGES;
