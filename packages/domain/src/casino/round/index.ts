export type { CasinoAction, CasinoGame, CasinoOutcome, RoundOpening, RoundResult, RoundStep } from './casino-round.js';
export { CASINO_CHIPS_DOLLARS, CASINO_MAX_STAKE_CENTS, validateCasinoStake } from './casino-stake.js';
export { playRound, type PlayRoundInput } from './play-round.js';
export { validateOpening } from './validate-opening.js';
export { theoryOf, type GameTheory } from './game-theory.js';
export { mergeRtpSums, rtpTally, type RtpSums, type RtpTally } from './rtp-tally.js';
