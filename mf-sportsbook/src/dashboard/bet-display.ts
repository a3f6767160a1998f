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

/** Net result of a settled bet, for the weekly chart: returned less staked; nothing while pending. */
export const netResult = (bet: Bet): number => (bet.status === 'pending' ? 0 : (bet.payout ?? 0) - bet.stake);

export type DayResult = { day: string; profitLoss: number };

/** The last seven days, oldest first, each with the net result of the bets settled that day. */
export function weeklyResults(bets: readonly Bet[], now = new Date()): DayResult[] {
  const days = Array.from({ length: 7 }, (_, index) => {
    const day = new Date(now);
    day.setHours(0, 0, 0, 0);
    day.setDate(day.getDate() - (6 - index));
    return day;
  });
  const label = new Intl.DateTimeFormat('en-US', { weekday: 'short' });
  return days.map((start) => {
    const end = new Date(start);
    end.setDate(start.getDate() + 1);
    const settled = bets.filter((bet) => {
      const at = bet.settledAt ? Date.parse(bet.settledAt) : NaN;
      return at >= start.getTime() && at < end.getTime();
    });
    const cents = settled.reduce((sum, bet) => sum + Math.round(netResult(bet) * 100), 0);
    return { day: label.format(start), profitLoss: cents / 100 };
  });
}
