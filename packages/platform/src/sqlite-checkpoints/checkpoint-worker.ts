import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import type { CheckpointWorkerData, CheckpointWorkerMessage } from './background-checkpoints.js';

/**
 * The checkpointer's thread: its own connection to the database file, a PASSIVE checkpoint every `intervalMs`
 * (it copies the WAL's committed pages into the database file and syncs, without waiting for, or blocking, the
 * writer or any reader). After each checkpoint that moved pages it tells the owning thread how many.
 */
const { path, intervalMs } = workerData as CheckpointWorkerData;
const db = new Database(path, { fileMustExist: true });
db.pragma('busy_timeout = 1000');
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');

/**
 * SQLite answers the frames in the WAL (`log`) and how many of them are in the database file (`checkpointed`), both
 * counted from the WAL's start: the same frames are answered again until the writer starts the WAL over. So the
 * pages this checkpoint moved are the count's growth, or the whole count after a restart (the count went down).
 */
let lastCheckpointed = 0;

setInterval(() => {
  const { checkpointed } = checkpoint.get() as { busy: number; log: number; checkpointed: number };
  const moved = checkpointed >= lastCheckpointed ? checkpointed - lastCheckpointed : checkpointed;
  lastCheckpointed = checkpointed;
  if (moved > 0) parentPort?.postMessage({ kind: 'checkpointed', pages: moved } satisfies CheckpointWorkerMessage);
}, intervalMs);
