import type { CasinoAction, CasinoGame, CasinoOutcome, RoundOpening } from '../casino/index.js';
import type { CasinoRoundActed, CasinoRoundEnded, CasinoRoundStarted } from './casino-events.js';

/**
 * A round as its events describe it, in cents: what the wallet keeps of an open round, what a command answers
 * and what the rounds read model stores. One fold, so the three never disagree.
 */
export type CasinoRoundRecord = {
  roundId: string;
  game: CasinoGame;
  opening: RoundOpening;
  status: 'open' | 'complete';
  /** The stake placed with the opening bet (what a replay passes to playRound). */
  openingStakeCents: number;
  /** Everything staked so far (a double counts twice). */
  stakeCents: number;
  /** 0 while open. */
  payoutCents: number;
  actions: CasinoAction[];
  message: string;
  allowedActions: CasinoAction[];
  outcome: CasinoOutcome;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  startedAt: string;
  endedAt: string | null;
};

export const startedRound = ({ data }: CasinoRoundStarted): CasinoRoundRecord => ({
  roundId: data.roundId,
  game: data.game,
  opening: data.opening,
  status: 'open',
  openingStakeCents: data.stakeCents,
  stakeCents: data.stakeCents,
  payoutCents: 0,
  actions: [],
  ...data.view,
  serverSeedHash: data.serverSeedHash,
  clientSeed: data.clientSeed,
  nonce: data.nonce,
  startedAt: data.startedAt,
  endedAt: null,
});

export const evolveRound = (
  round: CasinoRoundRecord,
  event: CasinoRoundActed | CasinoRoundEnded,
): CasinoRoundRecord => {
  if (event.type === 'CasinoRoundActed') {
    const { action, extraStakeCents, view } = event.data;
    return { ...round, ...view, actions: [...round.actions, action], stakeCents: round.stakeCents + extraStakeCents };
  }
  const { stakeCents, payoutCents, endedAt, view } = event.data;
  return { ...round, ...view, allowedActions: [], status: 'complete', stakeCents, payoutCents, endedAt };
};
