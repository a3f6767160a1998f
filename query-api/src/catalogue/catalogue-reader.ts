import type { ReadStore } from '@sb/platform';
import {
  CATALOGUE_VERSIONS,
  GAMES,
  MARKETS,
  PROPS,
  type CatalogueVersions,
  type GameDocument,
  type MarketsDocument,
  type PropsDocument,
} from '@sb/projectors';

const NO_VERSIONS: CatalogueVersions = { id: 'catalogue', games: 0, markets: 0, props: 0 };

/** Reads of the catalogue read models the query routes share. */
export const catalogueReader = (store: ReadStore) => ({
  versions: async () => (await store.collection<CatalogueVersions>(CATALOGUE_VERSIONS).get('catalogue')) ?? NO_VERSIONS,
  games: () => store.collection<GameDocument>(GAMES).find({}, { sort: { scheduledAt: 1 } }),
  game: (id: string) => store.collection<GameDocument>(GAMES).get(id),
  gamesOfSport: (sport: string) => store.collection<GameDocument>(GAMES).find({ sport }, { sort: { scheduledAt: 1 } }),
  scheduledGames: () =>
    store.collection<GameDocument>(GAMES).find({ status: 'scheduled' }, { sort: { scheduledAt: 1 } }),
  liveGameCount: () => store.collection<GameDocument>(GAMES).count({ status: 'in_progress' }),
  allMarkets: () => store.collection<MarketsDocument>(MARKETS).find({}),
  markets: (id: string) => store.collection<MarketsDocument>(MARKETS).get(id),
  props: (id: string) => store.collection<PropsDocument>(PROPS).get(id),
});

export type CatalogueReader = ReturnType<typeof catalogueReader>;
