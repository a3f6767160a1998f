/** Spec: red, black, even, odd, low (1-18), high (19-36) and number-N (0-36). */
export type RouletteBetType = 'red' | 'black' | 'even' | 'odd' | 'low' | 'high' | `number-${number}`;
export type PocketColour = 'red' | 'black' | 'green';

/** The contract's TRouletteOutcome. */
export type RouletteOutcome = { game: 'roulette'; betType: RouletteBetType; pocket: number; colour: PocketColour };
