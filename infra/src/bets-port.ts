import type { BetsPort } from '@sb/command-api';
import { betsQueries, type BetSettler } from '@sb/projectors';
import type { ReadStore } from '@sb/platform';

/**
 * The command API's view of bets: who owns a bet (bets read model) and the on-demand settlement run, each once the
 * read models have applied what was appended before (`caughtUp`, see read-models-caught-up.ts).
 */
export const betsPort = (readStore: ReadStore, settler: BetSettler, caughtUp: () => Promise<void>): BetsPort => ({
  ownerOf: async (betId) => {
    await caughtUp();
    return (await betsQueries(readStore).byId(betId))?.userId ?? null;
  },
  settleEverythingDecidable: async (requested) => {
    await caughtUp();
    return settler.settleEverythingDecidable(requested);
  },
});
