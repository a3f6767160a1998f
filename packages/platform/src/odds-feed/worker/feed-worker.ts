import { parentPort, workerData } from 'node:worker_threads';
import { createIngesterOn } from '../ingest/feed-ingester.js';
import { createOddsProvider } from '../odds-feed-config.js';
import type { FeedLogger } from '../odds-provider.js';
import type { FeedWorkerData, FromWorker, ToWorker } from './feed-worker-protocol.js';
import { remoteCatalogueLog } from './remote-catalogue-log.js';

/**
 * The odds feed's worker thread: the provider quotes (the simulator's CPU work) and the ingester decides
 * (decideCatalogueUpdate: pricing and comparing) here, on the second core, with the same code as in the process;
 * the log is the main thread's, reached through messages (remote-catalogue-log.ts).
 */
const port = parentPort;
if (!port) throw new Error('feed-worker.js runs as a worker thread (worker-feed-ingester.ts starts it)');
const post = (message: FromWorker) => port.postMessage(message);

const { config, startedAt } = workerData as FeedWorkerData;
const logger: FeedLogger = {
  info: (message, meta) => post({ kind: 'log', level: 'info', message, meta }),
  warn: (message, meta) => post({ kind: 'log', level: 'warn', message, meta }),
};
const remote = remoteCatalogueLog(post);
const ingester = createIngesterOn({
  log: remote.log,
  provider: createOddsProvider(config, { logger, startedAt }),
  logger,
});

port.on('message', (message: ToWorker) => {
  if (message.kind === 'log-answer') return remote.answer(message);
  const refreshed =
    message.what === 'games' ? ingester.refreshGames(message.options) : ingester.refreshProps(message.options);
  void refreshed.then((result) => post({ kind: 'refreshed', id: message.id, result }));
});
