import { cents, type Cents } from '../money/cents.js';
import { parseDollars } from '../money/parse-dollars.js';

/** Stake and payout limits of spec sections 5 and 9, shared by the bet slip in the browser and the server. */
export const MIN_STAKE_CENTS: Cents = cents(1000);
export const MAX_STAKE_CENTS: Cents = cents(15000);
export const MAX_PAYOUT_CENTS: Cents = cents(30000);

/** Stake an item gets when added on the live-betting, prop and event flows (the sportsbook page starts at 0). */
export const DEFAULT_SLIP_STAKE_CENTS: Cents = cents(1000);

/** The quick-stake buttons, as labelled in dollars, and the stakes they set. */
export const QUICK_STAKES_DOLLARS = [10, 25, 50, 100, 150] as const;
export const QUICK_STAKES_CENTS: readonly Cents[] = QUICK_STAKES_DOLLARS.map((dollars) => parseDollars(dollars));
