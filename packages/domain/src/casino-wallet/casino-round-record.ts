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

/** Built field by field (object spreads cost more): every round event of a wallet's fold passes here. */
export const startedRound = ({ data }: CasinoRoundStarted): CasinoRoundRecord => ({
  roundId: data.roundId,
  game: data.game,
  opening: data.opening,
  status: 'open',
  openingStakeCents: data.stakeCents,
  stakeCents: data.stakeCents,
  payoutCents: 0,
  actions: [],
  message: data.view.message,
  allowedActions: data.view.allowedActions,
  outcome: data.view.outcome,
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
  const acted = event.type === 'CasinoRoundActed';
  const { view } = event.data;
  return {
    roundId: round.roundId,
    game: round.game,
    opening: round.opening,
    status: acted ? round.status : 'complete',
    openingStakeCents: round.openingStakeCents,
    stakeCents: acted ? round.stakeCents + event.data.extraStakeCents : event.data.stakeCents,
    payoutCents: acted ? round.payoutCents : event.data.payoutCents,
    actions: acted ? [...round.actions, event.data.action] : round.actions,
    message: view.message,
    allowedActions: acted ? view.allowedActions : [],
    outcome: view.outcome,
    serverSeedHash: round.serverSeedHash,
    clientSeed: round.clientSeed,
    nonce: round.nonce,
    startedAt: round.startedAt,
    endedAt: acted ? round.endedAt : event.data.endedAt,
  };
};
