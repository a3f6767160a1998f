export type CrapsChoice = 'pass' | 'dontPass';
export type DiceRoll = { dice: [number, number]; total: number };

/** The contract's TCrapsOutcome: every roll oldest first; the point while it stands; the result once over. */
export type CrapsOutcome = {
  game: 'craps';
  choice: CrapsChoice;
  rolls: DiceRoll[];
  point: number | null;
  result: 'win' | 'lose' | null;
};
