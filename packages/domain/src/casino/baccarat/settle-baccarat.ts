import type { RoundStep } from '../round/casino-round.js';
import { lostMessage, wonMessage } from '../round/round-messages.js';
import type { BaccaratChoice } from './baccarat-outcome.js';
import type { BaccaratCoup } from './deal-baccarat.js';

/** Winnings on a winning bet: player 1:1, banker 0.95:1 floored to the cent (integer maths), tie 8:1. */
export function baccaratWinnings(choice: BaccaratChoice, stakeCents: number): number {
  if (choice === 'banker') return Math.floor((stakeCents * 95) / 100);
  return choice === 'tie' ? stakeCents * 8 : stakeCents;
}

const WIN_TITLES: Record<BaccaratChoice, string> = {
  player: 'Player wins!',
  banker: 'Banker wins!',
  tie: 'Tie!',
};

/** The spec's five messages; a tie returns a player or banker bet. */
export function settleBaccarat(choice: BaccaratChoice, stakeCents: number, coup: BaccaratCoup): RoundStep {
  const settled = (payoutCents: number, message: string): RoundStep => ({
    complete: true,
    stakeCents,
    payoutCents,
    message,
    allowedActions: [],
    outcome: {
      game: 'baccarat',
      choice,
      playerCards: coup.playerCards,
      bankerCards: coup.bankerCards,
      playerTotal: coup.playerTotal,
      bankerTotal: coup.bankerTotal,
      winner: coup.winner,
    },
  });
  if (coup.winner === choice) {
    const winnings = baccaratWinnings(choice, stakeCents);
    return settled(stakeCents + winnings, `${WIN_TITLES[choice]} ${wonMessage(winnings)}`);
  }
  if (coup.winner === 'tie') return settled(stakeCents, 'Tie! Your bet is returned.');
  return settled(0, lostMessage(stakeCents));
}
