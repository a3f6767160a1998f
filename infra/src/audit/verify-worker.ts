import { parentPort, workerData } from 'node:worker_threads';
import { openAuditPorts } from './audit-ports.js';
import type { Partition } from './partition.js';
import { verifyShare } from './verify-share.js';

/** What the main thread hands a worker: where the stores are, its share of the players and the positions. */
export type WorkerInput = {
  dataDir: string;
  env: NodeJS.ProcessEnv;
  partition: Partition;
  head: number;
  readModelsPosition: number;
};

export type WorkerMessage =
  | { kind: 'progress'; eventsRead: number; position: number }
  | { kind: 'done'; result: Awaited<ReturnType<typeof verifyShare>> }
  | { kind: 'failed'; error: string };

/** One worker thread of `audit verify --workers`: its own read-only connections, its share of the players. */
async function run({ dataDir, env, partition, head, readModelsPosition }: WorkerInput) {
  const ports = await openAuditPorts({ dataDir, env });
  try {
    const result = await verifyShare({
      ...ports,
      partition,
      head,
      readModelsPosition,
      onProgress: (eventsRead, position) => parentPort?.postMessage({ kind: 'progress', eventsRead, position }),
    });
    parentPort?.postMessage({ kind: 'done', result } satisfies WorkerMessage);
  } finally {
    await ports.close();
  }
}

run(workerData as WorkerInput).catch((error: unknown) =>
  parentPort?.postMessage({
    kind: 'failed',
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  }),
);
