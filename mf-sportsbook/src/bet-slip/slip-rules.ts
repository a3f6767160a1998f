import type { AmericanOdds, Cents, SlipVerdict } from '@sb/domain';
import { americanOdds, cents, parlayOdds, parlayPayoutCents, payoutCents, sumCents, validateSlip } from '@sb/domain';
import type { BalanceType, BetMode, BetSlipState, SlipItem } from './bet-slip-slice';
import type { SlipFlow } from './slip-flow';
import type { LegClash } from './leg-clash';
import { legClash } from './leg-clash';

/** Balances in dollars, as GET /api/user answers them. */
export type DollarBalances = { cash: number; freePlay: number };

const toCents = (dollars: number): Cents => cents(Math.round(dollars * 100));
const oddsOf = (item: SlipItem): AmericanOdds => americanOdds(item.odds);

/** The event page's bets are cash (its payload has no balance type); elsewhere the player's choice counts. */
export const activeBalanceType = (state: BetSlipState, flow: SlipFlow): BalanceType =>
  flow.canUseFreePlay ? state.balanceType : 'cash';

/** The slip's verdict: the domain's slip check, or legs that cannot go together in the chosen mode. */
export type SlipCheck = SlipVerdict | { ok: false; rule: LegClash['rule']; message: string };

/**
 * The slip checks of @sb/domain (the server runs the same), fed from the slip's state: first whether the legs
 * can go together (switching to Parlay with both sides of one market), then the stakes, payout and balance.
 */
export function slipVerdict(state: BetSlipState, flow: SlipFlow, balances: DollarBalances | undefined): SlipCheck {
  const clash = legClash(state.mode, state.items);
  if (clash) return { ok: false, ...clash };
  return validateSlip({
    mode: state.mode,
    legs: state.items.map((item) => ({ odds: oddsOf(item), stakeCents: cents(item.stakeCents) })),
    parlayStakeCents: cents(state.parlayStakeCents),
    balanceType: activeBalanceType(state, flow),
    balances: { cashCents: toCents(balances?.cash ?? 0), freePlayCents: toCents(balances?.freePlay ?? 0) },
  });
}

/** What the player has staked in total: the parlay stake, or the sum of the singles' stakes. */
export const totalStakeCents = (state: BetSlipState): number =>
  state.mode === 'parlay' ? state.parlayStakeCents : state.items.reduce((sum, item) => sum + item.stakeCents, 0);

/**
 * The message under the slip, or none. Section 5's messages are shown as the verdict gives them, except that
 * an untouched slip (nothing staked yet) only keeps Place disabled instead of scolding: not about the $10 minimum
 * of one selection, nor 'Enter stakes for all bets' in red over two fresh ones. Selections that cannot go together
 * are said at once.
 */
export function slipMessage(state: BetSlipState, verdict: SlipCheck): string | undefined {
  if (verdict.ok || verdict.rule === 'emptySlip') return undefined;
  const clash = verdict.rule === 'parlaySameMarket' || verdict.rule === 'duplicateSelection';
  const untouched = !clash && totalStakeCents(state) === 0;
  return untouched ? undefined : verdict.message;
}

/** Spec section 5: Place is disabled whenever a rule is broken or nothing is staked. */
export const canPlace = (state: BetSlipState, verdict: SlipCheck): boolean => verdict.ok && totalStakeCents(state) > 0;

/** Spec section 4: parlay when there is more than one leg and a parlay stake above 0, otherwise single. */
export const betModeToSend = (state: BetSlipState): BetMode =>
  state.items.length > 1 && state.mode === 'parlay' && state.parlayStakeCents > 0 ? 'parlay' : 'single';

/** The payout shown while the slip is being filled in, valid or not; undefined when it cannot be computed. */
export function potentialPayoutCents(state: BetSlipState): number | undefined {
  if (state.items.length === 0) return undefined;
  try {
    if (state.mode === 'parlay') return parlayPayoutCents(cents(state.parlayStakeCents), state.items.map(oddsOf));
    return sumCents(state.items.map((item) => payoutCents(cents(item.stakeCents), oddsOf(item))));
  } catch {
    // A long-shot parlay can pass the safe integer range: there is no sensible figure to show then.
    return undefined;
  }
}

/** The parlay's combined American odds (display only; the payout comes from the exact product). */
export const combinedOdds = (state: BetSlipState): number | undefined =>
  state.items.length > 1 ? parlayOdds(state.items.map(oddsOf)) : undefined;
