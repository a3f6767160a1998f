import { Worker } from 'node:worker_threads';
import type { Logger, Metrics, SqliteEventStore } from '@sb/platform';
import { createLocalProgress, READ_MODELS_GROUP, type ParkedProjection } from '@sb/projectors';
import type { FromProjector, ProjectorInput, ProjectorLogLevel, ToProjector } from './messages.js';

/** The compiled worker beside this module; specs running the TypeScript sources use the compiled one. */
const PROJECTOR_WORKER_SCRIPT = import.meta.url.endsWith('.ts')
  ? new URL('../../dist/projector-thread/projector-worker.js', import.meta.url)
  : new URL('./projector-worker.js', import.meta.url);

const LEVELS: readonly ProjectorLogLevel[] = ['error', 'warn', 'info', 'debug'];
/** A thread that has not stopped at a clean checkpoint by then is terminated (its last batch rolls back). */
const STOP_TIMEOUT_MS = 10_000;
/** A thread that ends on its own is started again after this, doubled after each start that did not last. */
const FIRST_RESTART_MS = 500;
const MAX_RESTART_MS = 30_000;
/** A thread that ran this long before it ended counts as a first failure again. */
const STEADY_MS = 60_000;

type Running = { worker: Worker; exited: Promise<void>; unlisten: () => void };

/**
 * The embedded stack's projection runner on a thread of its own (projector-worker.ts): the request thread only
 * tells it of each commit and learns, after each of the thread's commits, how far the read models
 * got (`progress`, which X-Min-Position and the settlement process manager wait on) and which are parked. The
 * thread's log lines are written by the stack's logger, as the runner's are in-process.
 */
export const createProjectorThread = ({
  dataDir,
  eventStore,
  logger,
  metrics,
  workerScript = PROJECTOR_WORKER_SCRIPT,
}: {
  dataDir: string;
  eventStore: SqliteEventStore;
  logger: Logger;
  metrics?: Metrics;
  workerScript?: URL;
}) => {
  const progress = createLocalProgress();
  let parked: ParkedProjection[] = [];
  let running: Running | undefined;
  let restartTimer: NodeJS.Timeout | undefined;
  let restartMs = FIRST_RESTART_MS;

  const advance = (position: number) => {
    progress.advance(position);
    metrics?.delivered(READ_MODELS_GROUP, position);
  };

  /**
   * A thread that ended without being told to (an error its runner could not park, a crash) is started again: it
   * resumes from the read models' checkpoints, and meanwhile the lag grows, so readiness says so.
   */
  const restartLater = (ranMs: number) => {
    restartMs = ranMs >= STEADY_MS ? FIRST_RESTART_MS : restartMs;
    logger.error({ restartInMs: restartMs }, 'projector thread ended; starting it again');
    restartTimer = setTimeout(() => {
      restartTimer = undefined;
      start().catch((error: unknown) => {
        logger.error({ error: String(error) }, 'projector thread failed to start again');
        restartLater(0);
      });
    }, restartMs);
    restartMs = Math.min(restartMs * 2, MAX_RESTART_MS);
  };

  const start = (): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      const levels = LEVELS.filter((level) => logger.isLevelEnabled(level));
      const worker = new Worker(workerScript, { workerData: { dataDir, levels } satisfies ProjectorInput });
      let started = false;
      const failed = (error: string) => {
        if (started) logger.error({ error }, 'projector thread failed');
        else reject(new Error(`projector thread failed to start: ${error}`));
      };
      worker.on('message', (message: FromProjector) => {
        if (message.kind === 'started') {
          started = true;
          parked = [];
          advance(message.position);
          resolve();
        } else if (message.kind === 'progress') {
          parked = message.parked;
          advance(message.position);
        } else if (message.kind === 'log') {
          for (const line of message.lines) logger[line.level](line.meta ?? {}, line.message);
        } else if (message.kind === 'failed') failed(message.error);
      });
      worker.on('error', (error) => failed(error.stack ?? error.message));
      const startedAt = Date.now();
      const exited = new Promise<void>((done) =>
        worker.on('exit', (code) => {
          if (!started) failed(`exited with code ${code}`);
          done();
          if (running?.worker !== worker) return;
          running.unlisten();
          running = undefined;
          if (started) restartLater(Date.now() - startedAt);
        }),
      );
      const post = (message: ToProjector) => worker.postMessage(message);
      const unlisten = eventStore.onAppended(() => post({ kind: 'appended' }));
      running = { worker, exited, unlisten };
    });

  return {
    progress,
    /** The read models parked since this start (the store keeps the same records for other processes). */
    parked: (): ParkedProjection[] => parked,
    start,
    /** Stops the thread at a clean checkpoint: its last batch is committed and its stores closed. */
    async stop() {
      clearTimeout(restartTimer);
      restartTimer = undefined;
      const current = running;
      if (!current) return;
      running = undefined;
      current.unlisten();
      current.worker.postMessage({ kind: 'stop' } satisfies ToProjector);
      const timer = setTimeout(() => void current.worker.terminate(), STOP_TIMEOUT_MS);
      await current.exited;
      clearTimeout(timer);
    },
  };
};

export type ProjectorThread = ReturnType<typeof createProjectorThread>;
