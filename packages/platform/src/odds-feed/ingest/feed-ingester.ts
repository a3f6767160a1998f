import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { CATALOGUE_SCHEMA_VERSION, emptyCatalogueState, type CatalogueObservation } from '@sb/domain';
import type { EventMetadata, EventStore } from '../../event-store/event-store.js';
import { silentFeedLogger, systemClock, type Clock, type FeedLogger, type OddsProvider } from '../odds-provider.js';
import { yieldToRequests } from '../yield-to-requests.js';
import { decideAndAppend } from './append-update.js';
import { createCatalogueCache } from './catalogue-cache.js';
import { catalogueLogOf, type CatalogueLog } from './catalogue-log.js';
import { createQuotaRecorder } from './record-quota.js';
import {
  gameOddsStats,
  playerPropsStats,
  type GameOddsRefreshStats,
  type PlayerPropsRefreshStats,
  type RefreshResult,
} from './refresh-stats.js';

export type FeedIngesterOptions = {
  store: EventStore;
  provider: OddsProvider;
  clock?: Clock;
  logger?: FeedLogger;
};

export type RefreshGamesOptions = {
  /** 'live': only the sports with a game in progress or about to start (the fast cadence); 'all' by default. */
  scope?: 'all' | 'live';
  /** 'admin' (default): the provider asks everything now; 'schedule': a paid provider follows its refresh plan. */
  trigger?: 'admin' | 'schedule';
};

export type FeedIngester = {
  refreshGames(options?: RefreshGamesOptions): Promise<RefreshResult<GameOddsRefreshStats>>;
  refreshProps(options?: Pick<RefreshGamesOptions, 'trigger'>): Promise<RefreshResult<PlayerPropsRefreshStats>>;
};

/** A game counts as live for the fast cadence from this long before its start. */
const IMMINENT_MS = 15 * 60_000;
const seconds = (since: number) => Math.round(performance.now() - since) / 1000;
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Carries the provider's view into the log: fetch a complete snapshot, decide per game against the catalogue
 * state (domain decider), append only the differences. A provider failure appends nothing. Refreshes run one at
 * a time, so the scheduled and the admin-triggered ones never interleave.
 */
export const createFeedIngester = ({ store, ...options }: FeedIngesterOptions): FeedIngester =>
  createIngesterOn({ log: catalogueLogOf(store), ...options });

/**
 * The ingester on any CatalogueLog: the store itself (createFeedIngester) or, in the feed's worker thread, the
 * main thread's store through messages (worker/feed-worker.ts). One code path for both.
 */
export const createIngesterOn = ({
  log,
  provider,
  clock = systemClock,
  logger = silentFeedLogger,
}: Omit<FeedIngesterOptions, 'store'> & { log: CatalogueLog }): FeedIngester => {
  const cache = createCatalogueCache(log);
  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };

  const metadata = (): EventMetadata => {
    const refreshId = randomUUID();
    const at = new Date(clock()).toISOString();
    return {
      at,
      actor: 'system',
      correlationId: refreshId,
      causationId: refreshId,
      schema: CATALOGUE_SCHEMA_VERSION,
      source: provider.name,
    };
  };

  /** One game at a time, letting requests through between games (yield-to-requests.ts). */
  const observe = async (gameId: string, observation: CatalogueObservation, meta: EventMetadata) => {
    await yieldToRequests();
    return decideAndAppend(log, cache, gameId, observation, meta);
  };

  const refreshGames = async ({ scope = 'all', trigger = 'admin' }: RefreshGamesOptions = {}) => {
    const started = performance.now();
    await cache.catchUp();
    const sports = scope === 'live' ? cache.liveSports(clock() + IMMINENT_MS) : undefined;
    if (sports?.length === 0) {
      const stats = { ...gameOddsStats([]), durationSeconds: seconds(started), eventsAppended: 0 };
      return { success: true as const, stats };
    }
    const fetched = await provider.fetchGames(sports ? { sports, trigger } : { trigger });
    if (!fetched.ok) return fetched;
    const meta = metadata();
    let eventsAppended = 0;
    const listed = new Set(fetched.value.games.map((game) => game.gameId));
    for (const feed of fetched.value.games) eventsAppended += await observe(feed.gameId, { kind: 'game', feed }, meta);
    for (const gameId of cache.gameIds()) {
      const sport = cache.get(gameId)?.state.game?.sport;
      if (listed.has(gameId) || !sport || (sports && !sports.includes(sport))) continue;
      eventsAppended += await observe(gameId, { kind: 'missing' }, meta);
    }
    const boards = fetched.value.games.map((game) => cache.get(game.gameId)?.state.markets ?? []);
    const stats = { ...gameOddsStats(boards), durationSeconds: seconds(started), eventsAppended };
    logger.info('odds feed: games refreshed', { provider: provider.name, scope, ...stats });
    return { success: true as const, stats };
  };

  const refreshProps = async ({ trigger = 'admin' }: Pick<RefreshGamesOptions, 'trigger'> = {}) => {
    const started = performance.now();
    await cache.catchUp();
    const fetched = await provider.fetchPlayerProps({ trigger });
    if (!fetched.ok) return fetched;
    const meta = metadata();
    let eventsAppended = 0;
    const quoted = new Set<string>();
    for (const feed of fetched.value.games) {
      quoted.add(feed.gameId);
      eventsAppended += await observe(feed.gameId, { kind: 'props', feed }, meta);
    }
    // A game the provider no longer quotes props for has them taken down.
    for (const gameId of cache.gameIds()) {
      const { game, props } = cache.get(gameId)?.state ?? emptyCatalogueState;
      if (quoted.has(gameId) || !game || !props?.length) continue;
      eventsAppended += await observe(gameId, { kind: 'props', feed: { gameId, sport: game.sport, quotes: [] } }, meta);
    }
    const offered = cache.gameIds().flatMap((gameId) => {
      const { game, props } = cache.get(gameId)?.state ?? emptyCatalogueState;
      return game && props ? [{ sport: game.sport, props }] : [];
    });
    const stats = { ...playerPropsStats(offered), durationSeconds: seconds(started), eventsAppended };
    logger.info('odds feed: player props refreshed', { provider: provider.name, ...stats });
    return { success: true as const, stats };
  };

  /** Whatever goes wrong (provider, network, store) is one failed refresh, never an unhandled rejection. */
  const guarded =
    <Stats>(name: string, task: () => Promise<RefreshResult<Stats> | { ok: false; reason: string }>) =>
    async (): Promise<RefreshResult<Stats>> => {
      try {
        const result = await task();
        if ('ok' in result) {
          logger.warn(`odds feed: ${name} failed`, { provider: provider.name, reason: result.reason });
          return { success: false, reason: result.reason };
        }
        return result;
      } catch (error) {
        logger.warn(`odds feed: ${name} failed`, { provider: provider.name, reason: reasonOf(error) });
        return { success: false, reason: reasonOf(error) };
      }
    };

  const recordQuota = createQuotaRecorder(log, provider);
  /** Then the provider's quota and plan, whatever the refresh's outcome (a skipped refresh is recorded too). */
  const withQuota = async <Stats>(run: () => Promise<RefreshResult<Stats>>) => {
    const result = await run();
    await recordQuota(metadata()).catch((error: unknown) =>
      logger.warn('odds feed: quota not recorded', { provider: provider.name, reason: reasonOf(error) }),
    );
    return result;
  };

  return {
    refreshGames: (options) => oneAtATime(() => withQuota(guarded('games refresh', () => refreshGames(options)))),
    refreshProps: (options) =>
      oneAtATime(() => withQuota(guarded('player props refresh', () => refreshProps(options)))),
  };
};
