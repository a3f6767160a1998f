import { Worker } from 'node:worker_threads';
import type { Database } from 'better-sqlite3';

/**
 * The compiled worker beside this module; specs running the TypeScript sources use the compiled one (the test task
 * builds first: a worker thread does not load TypeScript).
 */
const CHECKPOINT_WORKER_SCRIPT = import.meta.url.endsWith('.ts')
  ? new URL('../../dist/sqlite-checkpoints/checkpoint-worker.js', import.meta.url)
  : new URL('./checkpoint-worker.js', import.meta.url);

/** How often the checkpointer copies the WAL into the database file. */
const INTERVAL_MS = 100;
/**
 * The thread starts this long after the store opens: a store opened for a moment (a cold wallet load, a command
 * line's read) never pays for one (~70 ms of CPU to start a worker with its SQLite connection).
 */
const START_AFTER_MS = 1_000;
/**
 * The writer's own automatic checkpoint (SQLite's default is 1,000 pages) only as a backstop: at 16,384 pages
 * (64 MiB at 4 KiB a page) of WAL the committing thread checkpoints itself, as it would without the checkpointer.
 */
const BACKSTOP_PAGES = 16_384;
const SQLITE_DEFAULT_AUTOCHECKPOINT = 1_000;

export type CheckpointWorkerData = { path: string; intervalMs: number };
export type CheckpointWorkerMessage = { kind: 'checkpointed'; pages: number };

export type BackgroundCheckpoints = {
  /** WAL pages the checkpointer has copied into the database file so far. */
  readonly pagesCheckpointed: number;
  /** Waiting to start, running, stopped by stop(), or failed (the writer checkpoints itself again). */
  readonly state: 'waiting' | 'running' | 'stopped' | 'failed';
  stop(): Promise<void>;
};

/**
 * WAL checkpoints on a thread of their own. A WAL database's committing connection checkpoints whenever the WAL
 * has grown past 1,000 pages: it copies them into the database file and syncs it (an fsync), inside the COMMIT of
 * whatever request happened to cross the line. For the embedded stack that is the event loop answering every
 * request: measured under bets, the read store's COMMITs were 12% of the main thread, and placing bets with the
 * writer's checkpoints left out went ~20% faster. Here a worker thread with its own connection checkpoints every
 * 100 ms (PASSIVE: it never blocks the writer or a reader), and the writer's own checkpoint stays only as a
 * backstop. If the worker stops, the writer checkpoints as SQLite always did.
 *
 * `path` must be the file `db` has open (not ':memory:'), in WAL mode.
 */
export function startBackgroundCheckpoints(
  db: Database,
  path: string,
  { workerScript = CHECKPOINT_WORKER_SCRIPT, intervalMs = INTERVAL_MS, startAfterMs = START_AFTER_MS } = {},
): BackgroundCheckpoints {
  let pagesCheckpointed = 0;
  let state: BackgroundCheckpoints['state'] = 'waiting';
  let worker: Worker | undefined;
  const fallBack = () => {
    if (state !== 'running') return;
    state = 'failed';
    if (db.open) db.pragma(`wal_autocheckpoint = ${SQLITE_DEFAULT_AUTOCHECKPOINT}`);
  };
  const start = () => {
    if (state !== 'waiting' || !db.open) return;
    state = 'running';
    worker = new Worker(workerScript, { workerData: { path, intervalMs } satisfies CheckpointWorkerData });
    // The checkpointer never keeps the process alive on its own.
    worker.unref();
    db.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`);
    worker.on('message', (message: CheckpointWorkerMessage) => {
      pagesCheckpointed += message.pages;
    });
    worker.on('error', fallBack);
    worker.on('exit', fallBack);
  };
  const timer = setTimeout(start, startAfterMs);
  timer.unref();
  return {
    get pagesCheckpointed() {
      return pagesCheckpointed;
    },
    get state() {
      return state;
    },
    async stop() {
      state = 'stopped';
      clearTimeout(timer);
      await worker?.terminate();
    },
  };
}
