export { parseRouletteBetType, rouletteBetWins, rouletteReturnMultiplier, UNKNOWN_BET_TYPE } from './roulette-bet.js';
export type { PocketColour, RouletteBetType, RouletteOutcome } from './roulette-outcome.js';
export { rouletteTheory } from './roulette-theory.js';
export { pocketColour } from './roulette-wheel.js';
export { replayRoulette } from './replay-roulette.js';
export { spinRoulette } from './spin-roulette.js';
