import { invalid } from '../../shared/domain-error.js';
import { parseBaccaratChoice } from '../baccarat/baccarat-choice.js';
import { parseCrapsChoice } from '../craps/craps-choice.js';
import { parseRouletteBetType } from '../roulette/roulette-bet.js';
import type { RoundOpening } from './casino-round.js';

/** Refuses an opening the engines cannot play (unknown game, bet type or choice) with the player's message. */
export function validateOpening(opening: RoundOpening): void {
  switch (opening.game) {
    case 'roulette':
      parseRouletteBetType(opening.betType);
      return;
    case 'baccarat':
      parseBaccaratChoice(opening.choice);
      return;
    case 'craps':
      parseCrapsChoice(opening.choice);
      return;
    case 'slots':
    case 'blackjack':
      return;
    default:
      // The opening comes from a request body: a game outside the union is a bad request, not a bug.
      throw invalid('Unknown casino game');
  }
}
