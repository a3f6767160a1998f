import type { CasinoGame, CasinoOutcome, CasinoRoundRecord, WalletState } from '@sb/domain';

/** What the audit keeps of each round to compare with the casino_rounds read model (the fold's own outcome object). */
export type AuditedRound = {
  userId: string;
  status: CasinoRoundRecord['status'];
  stakeCents: number;
  payoutCents: number;
  outcome: CasinoOutcome;
  serverSeedHash: string;
};

/**
 * Every round of the log, taken from the wallet's own fold after each round event (its round in play, or its last
 * finished round of that game), and the server seeds revealed by rotations (by their hash).
 */
export const createRoundBook = () => {
  const rounds = new Map<string, AuditedRound>();
  const revealedSeeds = new Map<string, string>();
  return {
    rounds,
    revealedSeeds,
    afterRoundEvent(userId: string, state: WalletState, game: CasinoGame, roundId: string) {
      const round = state.casino.open[game] ?? state.casino.lastEnded[game];
      if (!round || round.roundId !== roundId) return;
      const { status, stakeCents, payoutCents, outcome, serverSeedHash } = round;
      rounds.set(roundId, { userId, status, stakeCents, payoutCents, outcome, serverSeedHash });
    },
    reveal(serverSeedHash: string, serverSeed: string) {
      revealedSeeds.set(serverSeedHash, serverSeed);
    },
  };
};

export type RoundBook = ReturnType<typeof createRoundBook>;
