import {
  crapsRoundFromDice,
  playBasicStrategy,
  playCrapsToTheEnd,
  playRound,
  rtpTally,
  settleBaccarat,
  type CasinoGame,
  type RtpSums,
  type RtpTally,
  type Seeds,
} from '@sb/domain';

/** One $5 chip: the smallest stake keeps every sum of squared cents far below 2^53. */
const STAKE_CENTS = 500;
const SERVER_SEED = 'c0ffee5eed0fa11b0a7d5e2b9d7a4c6e8f0b1d3c5e7a9b2d4f6a8c0e1b3d5f7a';
const OUTSIDE_BETS = ['red', 'black', 'even', 'odd', 'low', 'high'] as const;

export type RoundsJob = { game: CasinoGame; fromNonce: number; toNonce: number };
export type RoundsResult = { game: CasinoGame; sums: Record<string, RtpSums>; rounds: number; elapsedMs: number };

/**
 * Plays the nonces [from, to) of one game, each a round drawn from the provably fair scheme with the benchmark's
 * fixed seeds, and tallies every measured bet. Roulette rotates through every bet type; baccarat settles all three
 * bets on each coup and craps both sides on each round's dice, so a round is hashed once.
 */
export function playRounds({ game, fromNonce, toNonce }: RoundsJob): RoundsResult {
  const tallies = new Map<string, RtpTally>();
  const tally = (bet: string) => {
    let found = tallies.get(bet);
    if (!found) tallies.set(bet, (found = rtpTally()));
    return found;
  };
  const playOne = ROUND_PLAYERS[game];
  const started = performance.now();
  for (let nonce = fromNonce; nonce < toNonce; nonce += 1) {
    playOne({ serverSeed: SERVER_SEED, clientSeed: `casino-rtp-${game}`, nonce }, tally);
  }
  const elapsedMs = performance.now() - started;
  const sums = Object.fromEntries([...tallies].map(([bet, found]) => [bet, found.sums()]));
  return { game, sums, rounds: toNonce - fromNonce, elapsedMs };
}

type RoundPlayer = (seeds: Seeds, tally: (bet: string) => RtpTally) => void;

const ROUND_PLAYERS: Record<CasinoGame, RoundPlayer> = {
  roulette(seeds, tally) {
    const rotation = seeds.nonce % (OUTSIDE_BETS.length + 1);
    const outside = OUTSIDE_BETS[rotation];
    const betType = outside ?? `number-${seeds.nonce % 37}`;
    const result = playRound({ opening: { game: 'roulette', betType }, stakeCents: STAKE_CENTS, actions: [], seeds });
    tally(outside ? 'outside' : 'straight').add(result.stakeCents, result.payoutCents);
  },
  slots(seeds, tally) {
    const result = playRound({ opening: { game: 'slots' }, stakeCents: STAKE_CENTS, actions: [], seeds });
    tally('spin').add(result.stakeCents, result.payoutCents);
  },
  baccarat(seeds, tally) {
    const result = playRound({
      opening: { game: 'baccarat', choice: 'player' },
      stakeCents: STAKE_CENTS,
      actions: [],
      seeds,
    });
    if (result.outcome.game !== 'baccarat') throw new Error('baccarat answered another game');
    tally('player').add(result.stakeCents, result.payoutCents);
    for (const choice of ['banker', 'tie'] as const) {
      tally(choice).add(STAKE_CENTS, settleBaccarat(choice, STAKE_CENTS, result.outcome).payoutCents);
    }
  },
  blackjack(seeds, tally) {
    const { result } = playBasicStrategy(STAKE_CENTS, seeds);
    tally('staked').add(result.stakeCents, result.payoutCents);
    // Per opening bet: the round's net result on a stake of one bet.
    tally('perBet').add(STAKE_CENTS, STAKE_CENTS + result.payoutCents - result.stakeCents);
  },
  craps(seeds, tally) {
    const { result } = playCrapsToTheEnd('pass', STAKE_CENTS, seeds);
    if (result.outcome.game !== 'craps') throw new Error('craps answered another game');
    tally('pass').add(result.stakeCents, result.payoutCents);
    const dice = result.outcome.rolls.map((roll) => roll.dice);
    tally('dontPass').add(STAKE_CENTS, crapsRoundFromDice('dontPass', STAKE_CENTS, dice).payoutCents);
  },
};
