import { evolveGame, isGameEvent, type CatalogueCleaned, type CatalogueEvent, type GameState } from '@sb/domain';
import type { ReadStore, RecordedEvent } from '@sb/platform';
import { splitStreamId, type Projection } from '../projection.js';
import {
  CATALOGUE_VERSIONS,
  GAMES,
  MARKETS,
  PROPS,
  type CatalogueVersions,
  type GameDocument,
  type MarketsDocument,
  type PropsDocument,
} from './catalogue-documents.js';

const toState = ({ id, _position: _p, ...doc }: GameDocument & { _position?: number }): GameState => ({
  ...doc,
  gameId: id,
  result: doc.result && { ...doc.result, playerStats: {} },
});

const toDocument = ({ gameId, result, ...state }: GameState): GameDocument => ({
  ...state,
  id: gameId,
  result: result && { homeScore: result.homeScore, awayScore: result.awayScore, periodScores: result.periodScores },
});

type List = 'games' | 'markets' | 'props';

/** Records that these lists changed at `position` (one write per event: the put is guarded by position). */
const bumpVersions = async (store: ReadStore, lists: readonly List[], position: number) => {
  const versions = store.collection<CatalogueVersions>(CATALOGUE_VERSIONS);
  const current = (await versions.get('catalogue')) ?? { id: 'catalogue' as const, games: 0, markets: 0, props: 0 };
  const { _position: _p, ...rest } = current as CatalogueVersions & { _position?: number };
  await versions.put({ ...rest, ...Object.fromEntries(lists.map((list) => [list, position])) }, position);
};

const applyGameEvent = async (store: ReadStore, event: RecordedEvent) => {
  const games = store.collection<GameDocument>(GAMES);
  const stored = await games.get(splitStreamId(event.streamId)[1]);
  if (stored && stored._position >= event.position) return;
  const next = evolveGame(
    stored ? toState(stored) : null,
    event as unknown as Extract<CatalogueEvent, { type: `Game${string}` }>,
  );
  if (!next) return;
  if (next.removed) await games.delete(next.gameId, event.position);
  else await games.put(toDocument(next), event.position);
  await bumpVersions(store, ['games'], event.position);
};

/** Games, priced markets and priced props, from the feed's `game-`, `odds-` and `props-` streams. */
export const catalogueProjection: Projection = {
  name: 'catalogue',
  collections: [GAMES, MARKETS, PROPS, CATALOGUE_VERSIONS],
  async setup(store) {
    const games = store.collection<GameDocument>(GAMES);
    await games.ensureIndex('status');
    await games.ensureIndex('scheduledAt');
    await games.ensureIndex('sport');
  },
  async apply(event, store) {
    const [category, gameId] = splitStreamId(event.streamId);
    if (category === 'game' && isGameEvent(event)) return applyGameEvent(store, event);
    if (category === 'odds' && event.type === 'OddsPriced') {
      const { markets } = event.data as MarketsDocument;
      await store.collection<MarketsDocument>(MARKETS).put({ id: gameId, markets }, event.position);
      return bumpVersions(store, ['markets'], event.position);
    }
    if (category === 'cleanup' && event.type === 'CatalogueCleaned') {
      const { gameIds } = event.data as CatalogueCleaned['data'];
      for (const id of gameIds) {
        for (const name of [GAMES, MARKETS, PROPS]) await store.collection(name).delete(id, event.position);
      }
      return bumpVersions(store, ['games', 'markets', 'props'], event.position);
    }
    if (category === 'props' && event.type === 'PropsPriced') {
      const { props } = event.data as PropsDocument;
      await store.collection<PropsDocument>(PROPS).put({ id: gameId, props }, event.position);
      return bumpVersions(store, ['props'], event.position);
    }
  },
};
