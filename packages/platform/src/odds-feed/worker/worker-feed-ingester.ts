import { Worker } from 'node:worker_threads';
import {
  ExpectedVersionConflict,
  type EventStore,
  type NewEvent,
  type RecordedEvent,
} from '../../event-store/event-store.js';
import type { FeedIngester } from '../ingest/feed-ingester.js';
import { catalogueLogOf } from '../ingest/catalogue-log.js';
import type { RefreshResult } from '../ingest/refresh-stats.js';
import type { OddsFeedConfig } from '../odds-feed-config.js';
import { silentFeedLogger, type FeedLogger } from '../odds-provider.js';
import type {
  FeedWorkerData,
  FromWorker,
  LogAnswer,
  LogCall,
  RefreshRequest,
  ToWorker,
} from './feed-worker-protocol.js';

/**
 * The compiled worker beside this module; specs running the TypeScript sources use the compiled one (the test task
 * builds first: a worker thread does not load TypeScript).
 */
const FEED_WORKER_SCRIPT = import.meta.url.endsWith('.ts')
  ? new URL('../../../dist/odds-feed/worker/feed-worker.js', import.meta.url)
  : new URL('./feed-worker.js', import.meta.url);

export type WorkerFeedIngesterOptions = {
  store: EventStore;
  /** The provider is made in the worker from the configuration (the simulator or The Odds API). */
  config: OddsFeedConfig;
  logger?: FeedLogger;
  /** The stack's instant FEED_EPOCH maps onto; default now (what an in-process provider made now would use). */
  startedAt?: number;
  workerScript?: URL;
};

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The feed ingester with its CPU work on a worker thread (feed-worker.ts): quoting, pricing and deciding run
 * there, and this thread only answers the worker's log calls (a page of the catalogue's events, one stream, an
 * append with its expected revision), each a short piece of work between requests. The worker starts on the
 * first refresh and again after a crash (a refresh it was running fails, as a provider failure would).
 *
 * Only events the worker does not know yet cross the thread boundary: this side remembers, per stream, the last
 * revision it handed over or appended for the worker, so the catch-up after a refresh does not ship back the
 * boards the worker has just priced.
 */
export const createWorkerFeedIngester = ({
  store,
  config,
  logger = silentFeedLogger,
  startedAt = Date.now(),
  workerScript = FEED_WORKER_SCRIPT,
}: WorkerFeedIngesterOptions): FeedIngester & { close(): Promise<void> } => {
  const log = catalogueLogOf(store);
  const refreshing = new Map<number, (result: RefreshResult<never>) => void>();
  let worker: Worker | undefined;
  let known = new Map<string, number>();
  let nextId = 0;

  /** Hands over the events the worker has not seen, remembering that it has now. */
  const unseen = (events: readonly RecordedEvent[]) =>
    events.filter((event) => {
      if (event.revision <= (known.get(event.streamId) ?? -1)) return false;
      known.set(event.streamId, event.revision);
      return true;
    });

  const serve = async (request: LogCall) => {
    switch (request.call) {
      case 'readPage': {
        const page = await log.readPage(request.afterPosition);
        return { ...page, events: unseen(page.events) };
      }
      case 'readStream':
        return unseen(await log.readStream(request.streamId, request.fromRevision));
      case 'append': {
        const events = JSON.parse(request.eventsJson) as NewEvent[];
        const result = await log.append(request.streamId, events, request.expectedRevision);
        known.set(request.streamId, result.nextExpectedRevision);
        return result;
      }
    }
  };

  const answer = async (running: Worker, id: number, request: LogCall) => {
    let message: LogAnswer;
    try {
      message = { kind: 'log-answer', id, ok: true, value: await serve(request) };
    } catch (error) {
      const conflict =
        error instanceof ExpectedVersionConflict
          ? { streamId: error.streamId, expected: error.expected, actual: error.actual }
          : undefined;
      message = { kind: 'log-answer', id, ok: false, message: reasonOf(error), ...(conflict ? { conflict } : {}) };
    }
    running.postMessage(message satisfies ToWorker);
  };

  const failAll = (reason: string) => {
    for (const resolve of refreshing.values()) resolve({ success: false, reason });
    refreshing.clear();
  };

  const start = () => {
    const running = new Worker(workerScript, { workerData: { config, startedAt } satisfies FeedWorkerData });
    running.on('message', (message: FromWorker) => {
      if (message.kind === 'log-call') void answer(running, message.id, message.request);
      else if (message.kind === 'log') logger[message.level](message.message, message.meta);
      else {
        refreshing.get(message.id)?.(message.result as RefreshResult<never>);
        refreshing.delete(message.id);
        if (refreshing.size === 0) running.unref();
      }
    });
    const gone = (reason: string) => {
      if (worker !== running) return;
      worker = undefined;
      // A new worker starts with an empty catalogue state: it is handed the whole catalogue again.
      known = new Map();
      logger.warn('odds feed: worker thread stopped', { reason });
      failAll(`The odds feed's worker thread stopped: ${reason}`);
    };
    running.on('error', (error) => gone(reasonOf(error)));
    running.on('exit', (code) => gone(`exit code ${code}`));
    return running;
  };

  const refresh = <Stats>(request: Omit<RefreshRequest, 'id'>) =>
    new Promise<RefreshResult<Stats>>((resolve) => {
      worker ??= start();
      // Held while a refresh runs (a script with nothing else to do waits for it), let go when idle.
      worker.ref();
      nextId += 1;
      refreshing.set(nextId, resolve as (result: RefreshResult<never>) => void);
      worker.postMessage({ ...request, id: nextId } as ToWorker);
    });

  return {
    refreshGames: (options = {}) => refresh({ kind: 'refresh', what: 'games', options }),
    refreshProps: (options = {}) => refresh({ kind: 'refresh', what: 'props', options }),
    async close() {
      const running = worker;
      worker = undefined;
      failAll('The odds feed was stopped');
      await running?.terminate();
    },
  };
};
