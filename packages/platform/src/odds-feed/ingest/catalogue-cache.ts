import {
  emptyCatalogueState,
  evolveCatalogue,
  gameStreamId,
  oddsStreamId,
  propsStreamId,
  type CatalogueEvent,
  type CatalogueState,
  type Sport,
} from '@sb/domain';
import type { RecordedEvent } from '../../event-store/event-store.js';
import { yieldToRequests } from '../yield-to-requests.js';
import type { CatalogueLog } from './catalogue-log.js';

export type CatalogueStream = 'game' | 'odds' | 'props';
/** A game's catalogue state and the revision of each of its streams (-1: the stream does not exist). */
export type CachedGame = { state: CatalogueState; revisions: Record<CatalogueStream, number> };

const STREAM_OF: readonly (readonly [CatalogueStream, string])[] = [
  ['game', 'game-'],
  ['odds', 'odds-'],
  ['props', 'props-'],
];
export const streamIdOf = (stream: CatalogueStream, gameId: string) =>
  stream === 'game' ? gameStreamId(gameId) : stream === 'odds' ? oddsStreamId(gameId) : propsStreamId(gameId);

/**
 * The catalogue state of every game, rebuilt from the log once and then kept current by reading what was
 * appended since (the ingester's own appends included). Events are applied by stream revision, so one seen twice
 * (our append, then the catch-up read) changes nothing.
 */
export const createCatalogueCache = (log: CatalogueLog) => {
  const games = new Map<string, CachedGame>();
  let position = 0;

  const applyAt = (stream: CatalogueStream, gameId: string, revision: number, event: CatalogueEvent) => {
    const cached = games.get(gameId) ?? { state: emptyCatalogueState, revisions: { game: -1, odds: -1, props: -1 } };
    if (revision <= cached.revisions[stream]) return;
    games.set(gameId, {
      state: evolveCatalogue(cached.state, event),
      revisions: { ...cached.revisions, [stream]: revision },
    });
  };

  const apply = (event: RecordedEvent) => {
    const match = STREAM_OF.find(([, prefix]) => event.streamId.startsWith(prefix));
    if (!match) return;
    const [stream, prefix] = match;
    const { type, data } = event;
    applyAt(stream, event.streamId.slice(prefix.length), event.revision, { type, data } as CatalogueEvent);
  };

  return {
    /** Reads the log from where the cache stopped (the whole log the first time). */
    async catchUp() {
      for (;;) {
        const page = await log.readPage(position);
        page.events.forEach(apply);
        position = page.position;
        if (page.done) return;
        await yieldToRequests();
      }
    },
    /** Re-reads one stream after a concurrent writer got there first. */
    async refreshStream(stream: CatalogueStream, gameId: string) {
      const from = (games.get(gameId)?.revisions[stream] ?? -1) + 1;
      (await log.readStream(streamIdOf(stream, gameId), from)).forEach(apply);
    },
    /** Records events this process appended; `lastRevision` is the revision of the last one. */
    appended(stream: CatalogueStream, gameId: string, events: readonly CatalogueEvent[], lastRevision: number) {
      events.forEach((event, index) => applyAt(stream, gameId, lastRevision - events.length + 1 + index, event));
    },
    get: (gameId: string): CachedGame | undefined => games.get(gameId),
    /** Sports with a game in progress, or scheduled to start by `soon`: what the fast live refresh covers. */
    liveSports(soon: number): Sport[] {
      const sports = [...games.values()].flatMap(({ state: { game } }) => {
        if (!game || game.removed) return [];
        const starting = game.status === 'scheduled' && Date.parse(game.scheduledAt) <= soon;
        return game.status === 'in_progress' || starting ? [game.sport] : [];
      });
      return [...new Set(sports)];
    },
    gameIds: () => [...games.keys()],
  };
};

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
