import { serverSeedHash } from '../casino/index.js';
import { conflict } from '../shared/domain-error.js';
import type { CasinoSeedCommand, FreshSeeds } from './casino-commands.js';
import type { CasinoSeedEvent, CasinoSeedsCommitted } from './casino-events.js';
import { CASINO_MESSAGES } from './casino-messages.js';
import type { CasinoWalletState, CurrentSeeds } from './casino-wallet-state.js';
import { requireValidClientSeed } from './client-seed.js';

/** The first pair of a player, committed by whichever casino command comes first. */
export const commitFreshSeeds = (userId: string, fresh: FreshSeeds): CasinoSeedsCommitted => ({
  type: 'CasinoSeedsCommitted',
  data: {
    userId,
    serverSeed: fresh.serverSeed,
    serverSeedHash: serverSeedHash(fresh.serverSeed),
    clientSeed: fresh.clientSeed,
  },
});

/** The pair a command works with: the current one, or a new one committed by the same append. */
export const seedsFor = (
  casino: CasinoWalletState,
  userId: string,
  fresh: FreshSeeds,
): { seeds: CurrentSeeds; committed: CasinoSeedsCommitted[] } => {
  if (casino.seeds) return { seeds: casino.seeds, committed: [] };
  const committed = commitFreshSeeds(userId, fresh);
  return { seeds: { ...committed.data, nonce: 0 }, committed: [committed] };
};

export function decideCasinoSeeds(command: CasinoSeedCommand, casino: CasinoWalletState): CasinoSeedEvent[] {
  switch (command.type) {
    case 'CommitCasinoSeeds':
      return seedsFor(casino, command.userId, command.fresh).committed;
    case 'ChangeCasinoClientSeed': {
      requireValidClientSeed(command.clientSeed);
      const { seeds, committed } = seedsFor(casino, command.userId, command.fresh);
      if (seeds.clientSeed === command.clientSeed) return committed;
      const changed = {
        type: 'CasinoClientSeedChanged' as const,
        data: { userId: command.userId, clientSeed: command.clientSeed },
      };
      return [...committed, changed];
    }
    case 'RotateCasinoSeeds': {
      const seeds = casino.seeds;
      if (!seeds) throw conflict(CASINO_MESSAGES.noSeedPairToRotate);
      // Revealing the server seed of a round in play would reveal its next cards or dice.
      if (Object.keys(casino.open).length > 0) throw conflict(CASINO_MESSAGES.rotateWithOpenRound);
      const { serverSeed, clientSeed } = { serverSeed: command.fresh.serverSeed, clientSeed: seeds.clientSeed };
      return [
        {
          type: 'CasinoSeedsRotated',
          data: {
            userId: command.userId,
            revealed: {
              serverSeed: seeds.serverSeed,
              serverSeedHash: seeds.serverSeedHash,
              clientSeed: seeds.clientSeed,
              nonce: seeds.nonce,
            },
            next: { serverSeed, serverSeedHash: serverSeedHash(serverSeed), clientSeed },
          },
        },
      ];
    }
  }
}
