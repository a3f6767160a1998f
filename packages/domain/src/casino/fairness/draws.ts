/**
 * How a float in [0, 1) becomes a game's draw, as the common verifiers map it. Each game documents which float
 * of the round feeds which draw.
 */
export const ROULETTE_POCKETS = 37;
export const DECK_SIZE = 52;

/** 0..36. */
export const roulettePocket = (float: number): number => Math.floor(float * ROULETTE_POCKETS);

/** 1..6. */
export const dieFace = (float: number): number => Math.floor(float * 6) + 1;

/** 0..51 into the verifiers' order (see cards/playing-card.ts); every card is drawn independently. */
export const cardIndex = (float: number): number => Math.floor(float * DECK_SIZE);

/** 0..reelLength-1. */
export const reelStop = (float: number, reelLength: number): number => Math.floor(float * reelLength);
