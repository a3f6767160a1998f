import { cents } from '../../money/cents.js';
import { formatMoney } from '../../money/format-money.js';

/** The baccarat messages of the spec ('You won $X!', 'You lost $X') set the tone for every game. */
export const wonMessage = (winningsCents: number) => `You won ${formatMoney(cents(winningsCents))}!`;
export const lostMessage = (stakeCents: number) => `You lost ${formatMoney(cents(stakeCents))}`;
