import type { SlipSelection } from './slip-selection';

// The slip's state and its starting value, apart from the slice: the first screen reads them before the Redux
// Toolkit store's code is fetched (see app/lazy-slip-store.ts).

export type BetMode = 'single' | 'parlay';
export type BalanceType = 'cash' | 'freePlay';

/** The price the server quoted when it refused a leg because its odds moved (409 'Odds have changed'). */
type OfferedPrice = { odds: number; line: number | null };

export type SlipItem = SlipSelection & {
  /** Integer cents; in parlay mode every leg stake is 0 and only the parlay stake counts. */
  stakeCents: number;
  offered?: OfferedPrice;
};

export type BetSlipState = {
  items: SlipItem[];
  mode: BetMode;
  parlayStakeCents: number;
  balanceType: BalanceType;
};

/** A leg as the server names it in a refusal: enough to find the slip item it is about. */
export type QuotedLeg = {
  eventId: string;
  marketType: string;
  selection: string;
  line: number | null;
  americanOdds: number;
  propId?: string | null;
};

export const initialBetSlipState: BetSlipState = {
  items: [],
  mode: 'single',
  parlayStakeCents: 0,
  balanceType: 'cash',
};
