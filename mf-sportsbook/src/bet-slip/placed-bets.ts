import { americanOdds, cents, payoutCents } from '@sb/domain';
import type { BetSlipState } from './bet-slip-slice';
import { selectionText } from './slip-selection';
import { betModeToSend } from './slip-rules';

/** One bet of a confirmation: its id, what it backs and what it can return (dollars). */
export type PlacedBet = { betId: string; description: string; potentialPayout: number };

/**
 * The bets one Place Bet created, in the order the server answered their ids: one per single (the slip's items
 * in order, each paying its own stake at its own price), or the parlay. The server answers the total; each
 * single's payout is the same exact maths of @sb/domain at the price the server accepted (a moved price is a 409).
 */
export function placedBets(slip: BetSlipState, betIds: readonly string[], totalPayout: number): PlacedBet[] {
  if (betModeToSend(slip) === 'parlay' || betIds.length !== slip.items.length) {
    const [first] = slip.items;
    const description = slip.items.length > 1 || !first ? `${slip.items.length}-leg parlay` : selectionText(first);
    return [{ betId: betIds[0] ?? '', description, potentialPayout: totalPayout }];
  }
  return slip.items.map((item, index) => ({
    betId: betIds[index] ?? '',
    description: `${selectionText(item)} · ${item.marketLabel}`,
    potentialPayout: payoutCents(cents(item.stakeCents), americanOdds(item.odds)) / 100,
  }));
}
