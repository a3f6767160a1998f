export { parseRouletteBetType, rouletteBetWins, rouletteReturnMultiplier, UNKNOWN_BET_TYPE } from './roulette-bet.js';
export type { PocketColour, RouletteBetType, RouletteOutcome } from './roulette-outcome.js';
export { pocketColour } from './roulette-wheel.js';
export { spinRoulette } from './spin-roulette.js';
export { replayRoulette } from './replay-roulette.js';
