import { theoryOf, type GameTheory } from '../round/game-theory.js';
import { rouletteReturnMultiplier } from './roulette-bet.js';
import type { RouletteBetType } from './roulette-outcome.js';

/** 18 of 37 pockets win an outside bet (2x), 1 of 37 a number (36x): 36/37 = 97.30% either way. */
export function rouletteTheory(betType: RouletteBetType): GameTheory {
  const multiplier = rouletteReturnMultiplier(betType);
  const winning = multiplier === 2 ? 18 : 1;
  return theoryOf([
    { probability: winning / 37, multiplier },
    { probability: 1 - winning / 37, multiplier: 0 },
  ]);
}
