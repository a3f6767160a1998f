import type { BaccaratOutcome } from '../baccarat/baccarat-outcome.js';
import type { BlackjackOutcome } from '../blackjack/blackjack-outcome.js';
import type { CrapsOutcome } from '../craps/craps-outcome.js';
import type { RouletteOutcome } from '../roulette/roulette-outcome.js';
import type { SlotsOutcome } from '../slots/slots-outcome.js';

export type CasinoGame = 'roulette' | 'blackjack' | 'slots' | 'baccarat' | 'craps';
export type CasinoAction = 'hit' | 'stand' | 'double' | 'roll';

/** Field for field the contract's TCasinoOutcome (the domain does not depend on @sb/contracts). */
export type CasinoOutcome = RouletteOutcome | SlotsOutcome | BaccaratOutcome | BlackjackOutcome | CrapsOutcome;

/** What the player chose when placing the bet; the actions that follow are replayed on top of it. */
export type RoundOpening =
  | { game: 'roulette'; betType: string }
  | { game: 'slots' }
  | { game: 'baccarat'; choice: string }
  | { game: 'craps'; choice: string }
  | { game: 'blackjack' };

/** A round after its opening and every action so far, as a game engine decides it. */
export type RoundStep = {
  complete: boolean;
  /** Everything staked (a doubled blackjack hand counts twice). */
  stakeCents: number;
  /** Returned to the balance when the round ends, stake included: 0 for a loss and while the round is open. */
  payoutCents: number;
  /** The spec's text for this step. */
  message: string;
  /** What the player may do next; empty once complete. */
  allowedActions: CasinoAction[];
  outcome: CasinoOutcome;
};

export type RoundResult = RoundStep & {
  /** How many floats of the seed pair's draw the round read, in order from float 0. */
  floatsUsed: number;
};
