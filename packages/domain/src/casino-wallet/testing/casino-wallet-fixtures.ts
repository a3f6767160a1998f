import { playRound, serverSeedHash, type RoundOpening, type RoundResult, type Seeds } from '../../casino/index.js';
import type { WalletEvent } from '../../wallet/wallet-events.js';
import type { FreshSeeds, StartCasinoRound } from '../casino-commands.js';
import type { CasinoRoundStarted, CasinoSeedsCommitted } from '../casino-events.js';

export const AT = '2026-11-22T12:00:00.000Z';

/** The engines' known-answer seed: roulette float 0 of (this seed, 'player-seed', nonce 0) is pocket 21, red. */
export const SERVER_SEED = '3f1c5e2b9d7a4c6e8f0b1d3c5e7a9b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e';
export const NEXT_SERVER_SEED = 'a'.repeat(64);
export const FRESH: FreshSeeds = { serverSeed: SERVER_SEED, clientSeed: 'player-seed' };

export const funded = (cashCents = 10_000): WalletEvent => ({
  type: 'StartingBalanceCredited',
  data: { userId: 'u1', amountCents: cashCents },
});

export const committed: CasinoSeedsCommitted = {
  type: 'CasinoSeedsCommitted',
  data: {
    userId: 'u1',
    serverSeed: SERVER_SEED,
    serverSeedHash: serverSeedHash(SERVER_SEED),
    clientSeed: 'player-seed',
  },
};

export const start = (opening: RoundOpening, stakeCents = 1_000, roundId = 'r1'): StartCasinoRound => ({
  type: 'StartCasinoRound',
  userId: 'u1',
  roundId,
  opening,
  stakeCents,
  balanceType: 'cash',
  at: AT,
  fresh: FRESH,
});

/** A blackjack hand in play as the log holds it (the view is illustrative: only the wallet's bookkeeping counts). */
export const blackjackStarted = (roundId = 'bj1', stakeCents = 1_000): CasinoRoundStarted => ({
  type: 'CasinoRoundStarted',
  data: {
    userId: 'u1',
    roundId,
    game: 'blackjack',
    opening: { game: 'blackjack' },
    stakeCents,
    serverSeedHash: serverSeedHash(SERVER_SEED),
    clientSeed: 'player-seed',
    nonce: 0,
    startedAt: AT,
    view: {
      message: '',
      allowedActions: ['hit', 'stand', 'double'],
      outcome: {
        game: 'blackjack',
        playerCards: [],
        dealerCards: [],
        playerTotal: 0,
        dealerTotal: 0,
        playerStatus: 'active',
        dealerStatus: 'active',
        result: null,
      },
    },
  },
});

/** The first client seed `seed-N` whose round at `nonce` satisfies `wanted` (a pure search: the same every run). */
export const clientSeedWhere = (
  opening: RoundOpening,
  wanted: (result: RoundResult, seeds: Seeds) => boolean,
  nonce = 0,
): string => {
  for (let attempt = 0; attempt < 10_000; attempt += 1) {
    const seeds = { serverSeed: SERVER_SEED, clientSeed: `seed-${attempt}`, nonce };
    if (wanted(playRound({ opening, stakeCents: 1_000, actions: [], seeds }), seeds)) return seeds.clientSeed;
  }
  throw new Error('No client seed found');
};

export const committedWith = (clientSeed: string): CasinoSeedsCommitted => ({
  ...committed,
  data: { ...committed.data, clientSeed },
});
