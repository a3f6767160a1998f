import {
  evolveGame,
  gameStreamId,
  oddsStreamId,
  propsStreamId,
  type CatalogueState,
  type GameEvent,
  type PricedMarket,
  type PricedProp,
} from '@sb/domain';
import type { EventStore, RecordedEvent } from '@sb/platform';

const GAME = 'game-';
const ODDS = 'odds-';
const PROPS = 'props-';
/** How long a lookup waits for the subscription to reach the log's head before reading the streams itself. */
const CATCH_UP_WAIT_MS = 250;
const CAPACITY = 5_000;

/** A game's catalogue with the revision of each of its three streams it has folded (-1: none yet). */
type Entry = { view: CatalogueState; game: number; odds: number; props: number };

const gameIdOf = (streamId: string): [keyof Omit<Entry, 'view'>, string] | undefined => {
  if (streamId.startsWith(GAME)) return ['game', streamId.slice(GAME.length)];
  if (streamId.startsWith(ODDS)) return ['odds', streamId.slice(ODDS.length)];
  if (streamId.startsWith(PROPS)) return ['props', streamId.slice(PROPS.length)];
  return undefined;
};

/** One event of a game's streams folded into its view, unless the view already holds it (its revision). */
const fold = (entry: Entry, stream: keyof Omit<Entry, 'view'>, event: RecordedEvent) => {
  if (event.revision <= entry[stream]) return;
  entry[stream] = event.revision;
  const data = event.data as { markets?: PricedMarket[]; props?: PricedProp[] };
  if (stream === 'game')
    entry.view = { ...entry.view, game: evolveGame(entry.view.game, event as unknown as GameEvent) };
  else if (stream === 'odds') entry.view = { ...entry.view, markets: data.markets ?? [] };
  else entry.view = { ...entry.view, props: data.props ?? [] };
};

/** A game's three streams read and folded, with the revisions read (what loadCatalogueView reads, kept). */
const loadEntry = async (store: EventStore, gameId: string): Promise<Entry> => {
  const entry: Entry = { view: { game: null, markets: null, props: null }, game: -1, odds: -1, props: -1 };
  for (const event of await store.readStream(gameStreamId(gameId))) fold(entry, 'game', event);
  const [odds] = await store.readStream(oddsStreamId(gameId), { direction: 'backwards', maxCount: 1 });
  if (odds) fold(entry, 'odds', odds);
  const [props] = await store.readStream(propsStreamId(gameId), { direction: 'backwards', maxCount: 1 });
  if (props) fold(entry, 'props', props);
  return entry;
};

/**
 * The catalogue a bet is priced against, from memory: each game's view is read from its streams once, then kept
 * current by a subscription to the log (each game, odds and props event folded in as it is appended). A lookup
 * first waits until the subscription has delivered every event up to the log's head at that moment, so it
 * answers exactly what reading the streams would (a price the feed has just replaced is never used); if the
 * subscription is behind for longer than CATCH_UP_WAIT_MS, or has failed, the streams are read as before.
 *
 * This replaces three stream reads per leg, one of them the game's whole props snapshot (tens of kilobytes of
 * JSON parsed even for a moneyline).
 */
export const createCatalogueIndex = (store: EventStore) => {
  const entries = new Map<string, Entry>();
  /** Games being read from their streams: what is delivered meanwhile waits here to be folded on top. */
  const loading = new Map<string, { events: [keyof Omit<Entry, 'view'>, RecordedEvent][]; done: Promise<Entry> }>();
  let delivered = 0;
  let failed = false;
  let started: Promise<void> | undefined;
  const waiters = new Set<{ target: number; wake: () => void }>();

  const advance = (position: number) => {
    delivered = position;
    for (const waiter of waiters) if (delivered >= waiter.target) waiter.wake();
  };

  const onEvent = (event: RecordedEvent) => {
    const owner = gameIdOf(event.streamId);
    if (owner) {
      const entry = entries.get(owner[1]);
      if (entry) fold(entry, owner[0], event);
      else loading.get(owner[1])?.events.push([owner[0], event]);
    }
    advance(event.position);
  };

  const start = () =>
    (started ??= store.headPosition().then((head) => {
      delivered = head;
      store.subscribeToAll({
        afterPosition: head,
        onEvent,
        onError: () => {
          failed = true;
          for (const waiter of waiters) waiter.wake();
        },
      });
    }));

  /** True once every event up to `target` has been folded; false after the wait or when the subscription failed. */
  const reach = (target: number) =>
    new Promise<boolean>((resolve) => {
      if (failed || delivered >= target) return resolve(!failed);
      const waiter = {
        target,
        wake: () => {
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(!failed && delivered >= target);
        },
      };
      const timer = setTimeout(waiter.wake, CATCH_UP_WAIT_MS);
      waiters.add(waiter);
    });

  return {
    async view(gameId: string): Promise<CatalogueState> {
      await start();
      if (!(await reach(await store.headPosition()))) return (await loadEntry(store, gameId)).view;
      const known = entries.get(gameId);
      if (known) return known.view;
      const pending = loading.get(gameId);
      if (pending) return (await pending.done).view;
      const load = { events: [] as [keyof Omit<Entry, 'view'>, RecordedEvent][], done: loadEntry(store, gameId) };
      loading.set(gameId, load);
      try {
        const loaded = await load.done;
        // Events delivered while the streams were read, folded on top by revision: none lost, none applied twice.
        for (const [stream, event] of load.events) fold(loaded, stream, event);
        if (entries.size >= CAPACITY) entries.delete(entries.keys().next().value as string);
        entries.set(gameId, loaded);
        return loaded.view;
      } finally {
        loading.delete(gameId);
      }
    },
  };
};

type CatalogueIndex = ReturnType<typeof createCatalogueIndex>;

// One index per store (tests and tools open several stores in one process); it lives as long as its store.
const indexes = new WeakMap<EventStore, CatalogueIndex>();

/** The catalogue index of `store`, made on first use. */
export const catalogueIndexOf = (store: EventStore): CatalogueIndex => {
  let index = indexes.get(store);
  if (!index) indexes.set(store, (index = createCatalogueIndex(store)));
  return index;
};
