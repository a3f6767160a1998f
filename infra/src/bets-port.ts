import type { BetsPort } from '@sb/command-api';
import { betsQueries, type BetSettler } from '@sb/projectors';
import type { ReadStore } from '@sb/platform';

/** The command API's view of bets: who owns a bet (bets read model) and the on-demand settlement run. */
export const betsPort = (readStore: ReadStore, settler: BetSettler): BetsPort => ({
  ownerOf: async (betId) => (await betsQueries(readStore).byId(betId))?.userId ?? null,
  settleEverythingDecidable: (requested) => settler.settleEverythingDecidable(requested),
});
