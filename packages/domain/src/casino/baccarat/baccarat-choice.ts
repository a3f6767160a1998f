import { invalid } from '../../shared/domain-error.js';
import type { BaccaratChoice } from './baccarat-outcome.js';

const CHOICES: readonly string[] = ['player', 'banker', 'tie'] satisfies BaccaratChoice[];

export function parseBaccaratChoice(choice: string): BaccaratChoice {
  if (CHOICES.includes(choice)) return choice as BaccaratChoice;
  throw invalid('Choose player, banker or tie');
}
