import type { TCard, TCardRank, TCardSuit, TCasinoOutcome, TCasinoRound } from '@sb/contracts';

/** A round answer as the API sends it; the outcome and the money are the test's. */
export function aRound(outcome: TCasinoOutcome, fields: Partial<TCasinoRound> = {}): TCasinoRound {
  return {
    roundId: `round-${outcome.game}`,
    game: outcome.game,
    status: 'complete',
    opening: { game: 'slots' },
    openingBet: 10,
    bet: 10,
    payout: 0,
    netChange: -10,
    newBalance: 990,
    message: 'You lost $10.00',
    actions: [],
    allowedActions: [],
    serverSeedHash: 'a'.repeat(64),
    clientSeed: 'client-seed',
    nonce: 0,
    serverSeed: null,
    startedAt: '2026-11-22T00:00:00.000Z',
    endedAt: '2026-11-22T00:00:01.000Z',
    outcome,
    ...fields,
  };
}

const BLACKJACK_VALUE: Partial<Record<TCardRank, number>> = { J: 10, Q: 10, K: 10, A: 11 };

export const card = (rank: TCardRank, suit: TCardSuit): TCard => ({
  rank,
  suit,
  value: BLACKJACK_VALUE[rank] ?? Number(rank),
  displayValue: rank,
});

/** GET /api/casino/fairness and the empty lists every game screen reads. */
export const quietCasino = {
  'GET /api/casino/fairness': { serverSeedHash: 'b'.repeat(64), clientSeed: 'client-seed', nonce: 3 },
  'GET /api/casino/rounds': { rounds: [] },
  'GET /api/casino/rounds/open': { rounds: [] },
  'GET /api/user': {
    id: 'u1',
    username: 'ann',
    balance: 1000,
    freePlayBalance: 0,
    isAdmin: 'false',
    status: 'approved',
    createdAt: '2026-11-22T00:00:00.000Z',
  },
};
