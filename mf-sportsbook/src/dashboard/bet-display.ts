import { legLabel, matchupLabel } from '@sb/domain';
import { formatDollars } from '@sb/web-kit';
import type { Bet, BetLeg } from './bet-types';

/** 'Lakers -3.5 · Spread', 'Over 224.5 · Total', 'Ann Player Over 25.5 · Points' (the domain's labels). */
export const describeLeg = (leg: BetLeg): string => legLabel(leg);

export const gameOf = (leg: BetLeg): string => matchupLabel(leg.event);

/**
 * Spec section 4 "Payout display": pending shows the potential payout, won +winnings, lost minus the stake,
 * push $0.00. Winnings are what the bet returned less the stake (the potential payout while no payout is
 * recorded; they differ only when a parlay leg pushed and the parlay was re-priced). A void returned the stake.
 */
export function payoutDisplay(bet: Pick<Bet, 'status' | 'stake' | 'potentialPayout' | 'payout'>): string {
  switch (bet.status) {
    case 'pending':
      return formatDollars(bet.potentialPayout);
    case 'won':
      return `+${formatDollars((bet.payout ?? bet.potentialPayout) - bet.stake)}`;
    case 'lost':
      return formatDollars(-bet.stake);
    case 'push':
    case 'void':
      return formatDollars(0);
    case 'cashed_out':
      // What the cash out paid: the amount the player took, not a win or a loss.
      return formatDollars(bet.payout ?? 0);
  }
}

/** The status as the bet lists say it ('cashed out' rather than the API's 'cashed_out'). */
export const statusLabel = (status: Bet['status']): string => (status === 'cashed_out' ? 'cashed out' : status);
