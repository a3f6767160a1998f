import type { CasinoEvent, WalletCommand } from '@sb/domain';

/** Seeds a command carries for a new pair; a rebuilt command only uses them where the event recorded the pair. */
const UNUSED_SEEDS = { serverSeed: 'unused', clientSeed: 'unused' };

/**
 * The command behind a casino event, rebuilt from the event, with the recorded seeds as the command's fresh seeds:
 * deciding it again replays the round with playRound from the seed pair the wallet holds and the player's actions,
 * so every step's view, stake and payout is recomputed. CasinoRoundEnded has no command of its own: it is decided
 * with the step that ends the round (null here).
 */
export function casinoCommandOf(event: CasinoEvent): WalletCommand | null {
  const { userId } = event.data;
  switch (event.type) {
    case 'CasinoSeedsCommitted': {
      const { serverSeed, clientSeed } = event.data;
      return { type: 'CommitCasinoSeeds', userId, fresh: { serverSeed, clientSeed } };
    }
    case 'CasinoClientSeedChanged':
      return { type: 'ChangeCasinoClientSeed', userId, clientSeed: event.data.clientSeed, fresh: UNUSED_SEEDS };
    case 'CasinoSeedsRotated': {
      const { serverSeed, clientSeed } = event.data.next;
      return { type: 'RotateCasinoSeeds', userId, fresh: { serverSeed, clientSeed } };
    }
    case 'CasinoRoundStarted': {
      const { roundId, opening, stakeCents, startedAt } = event.data;
      const at = startedAt;
      return {
        type: 'StartCasinoRound',
        userId,
        roundId,
        opening,
        stakeCents,
        balanceType: 'cash',
        at,
        fresh: UNUSED_SEEDS,
      };
    }
    case 'CasinoRoundActed': {
      const { game, roundId, action, actedAt } = event.data;
      return { type: 'ActOnCasinoRound', userId, game, roundId, action, at: actedAt };
    }
    case 'CasinoRoundEnded':
      return null;
  }
}
