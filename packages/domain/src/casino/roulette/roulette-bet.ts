import { invalid } from '../../shared/domain-error.js';
import type { RouletteBetType } from './roulette-outcome.js';
import { pocketColour } from './roulette-wheel.js';

const OUTSIDE_BETS = ['red', 'black', 'even', 'odd', 'low', 'high'] as const;
type OutsideBet = (typeof OUTSIDE_BETS)[number];

/** number-0 .. number-36, written without leading zeros so every bet has one spelling. */
const STRAIGHT_UP = /^number-(0|[1-9]|[12]\d|3[0-6])$/;

export const UNKNOWN_BET_TYPE = 'Choose a bet type: red, black, even, odd, low, high or number-0 to number-36';

const isOutside = (betType: string): betType is OutsideBet => (OUTSIDE_BETS as readonly string[]).includes(betType);

export function parseRouletteBetType(betType: string): RouletteBetType {
  if (isOutside(betType) || STRAIGHT_UP.test(betType)) return betType as RouletteBetType;
  throw invalid(UNKNOWN_BET_TYPE);
}

/** Whether the bet wins on this pocket; 0 loses every outside bet (it is neither even, low nor a colour). */
export function rouletteBetWins(betType: RouletteBetType, pocket: number): boolean {
  if (pocket === 0) return betType === 'number-0';
  switch (betType) {
    case 'red':
    case 'black':
      return pocketColour(pocket) === betType;
    case 'even':
      return pocket % 2 === 0;
    case 'odd':
      return pocket % 2 === 1;
    case 'low':
      return pocket <= 18;
    case 'high':
      return pocket >= 19;
    default:
      return betType === `number-${pocket}`;
  }
}

/** Outside bets pay 1:1, a single number 35:1; the multiplier is the total return on the stake. */
export const rouletteReturnMultiplier = (betType: RouletteBetType): number => (isOutside(betType) ? 2 : 36);
