import type { TBlackjackOutcome } from '@sb/contracts';

/** How many of each hand's cards are on the table; `hole` is the dealer's face-down card of an open hand. */
export type Shown = { player: number; dealer: number; hole: boolean };

export const NOTHING_SHOWN: Shown = { player: 0, dealer: 0, hole: false };

export type RevealStep = { shown: Shown; delayMs: number };

/** Spec section 9: a card every 400 ms when dealing, 800 ms per dealer step. */
export const DEAL_DELAY_MS = 400;
export const DEALER_STEP_MS = 800;

export const allShown = (outcome: TBlackjackOutcome, open: boolean): Shown => ({
  player: outcome.playerCards.length,
  dealer: outcome.dealerCards.length,
  hole: open,
});

/**
 * The order in which the server's answer is put on the table, from what is already there: a new hand goes
 * player, dealer, player, then the dealer's hole card; a hit or a double adds the player's card; when the
 * round is over the dealer turns the hole card and draws, one step every 800 ms. Pure: the cards are the
 * server's, only their timing is decided here.
 */
export function revealSteps(from: Shown, outcome: TBlackjackOutcome, open: boolean): RevealStep[] {
  const steps: RevealStep[] = [];
  let shown = { ...from, hole: from.hole };
  const push = (next: Shown, delayMs: number) => {
    shown = next;
    steps.push({ shown, delayMs });
  };
  if (from.player === 0) {
    push({ player: 1, dealer: 0, hole: false }, 0);
    push({ player: 1, dealer: 1, hole: false }, DEAL_DELAY_MS);
    push({ player: 2, dealer: 1, hole: false }, DEAL_DELAY_MS);
    push({ player: 2, dealer: 1, hole: true }, DEAL_DELAY_MS);
  }
  while (shown.player < outcome.playerCards.length) {
    push({ ...shown, player: shown.player + 1 }, DEAL_DELAY_MS);
  }
  if (open) return steps;
  while (shown.dealer < outcome.dealerCards.length) {
    push({ ...shown, dealer: shown.dealer + 1, hole: false }, DEALER_STEP_MS);
  }
  if (shown.hole) push({ ...shown, hole: false }, 0);
  return steps;
}
