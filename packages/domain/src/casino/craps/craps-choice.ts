import { invalid } from '../../shared/domain-error.js';
import type { CrapsChoice } from './craps-outcome.js';

const CHOICES: readonly string[] = ['pass', 'dontPass'] satisfies CrapsChoice[];

export function parseCrapsChoice(choice: string): CrapsChoice {
  if (CHOICES.includes(choice)) return choice as CrapsChoice;
  throw invalid("Choose Pass Line or Don't Pass");
}
