import { Worker } from 'node:worker_threads';
import { openAuditPorts } from './audit-ports.js';
import { mergeShares } from './merge-shares.js';
import { auditPositions, toVerifyReport } from './verify.js';
import type { VerifyReport } from './verify-report.js';
import type { ShareResult } from './verify-share.js';
import type { WorkerInput, WorkerMessage } from './verify-worker.js';

const WORKER_SCRIPT = new URL('./verify-worker.js', import.meta.url);

export type WorkersOptions = {
  dataDir: string;
  env?: NodeJS.ProcessEnv;
  workers: number;
  onProgress?: (events: number, position: number, upTo: number) => void;
  /** The compiled worker script (specs running the TypeScript sources point at infra/dist). */
  workerScript?: URL;
};

function runWorker(script: URL, input: WorkerInput, onProgress: (eventsRead: number, position: number) => void) {
  return new Promise<ShareResult>((resolve, reject) => {
    const worker = new Worker(script, { workerData: input });
    worker.on('message', (message: WorkerMessage) => {
      if (message.kind === 'progress') onProgress(message.eventsRead, message.position);
      else if (message.kind === 'done') resolve(message.result);
      else reject(new Error(`audit worker ${input.partition.index} failed: ${message.error}`));
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (code !== 0) reject(new Error(`audit worker ${input.partition.index} exited with ${code}`));
    });
  });
}

/**
 * `audit verify --workers N`: every worker thread reads the whole log with its own read-only connections and checks
 * the players whose user id hashes to it (their wallets are independent), the first also what no player owns; the
 * shares are added up into one report. Each worker parses the whole log: the gain is the checking, not the reading.
 */
export async function verifyInWorkers({
  dataDir,
  env = process.env,
  workers,
  onProgress,
  workerScript = WORKER_SCRIPT,
}: WorkersOptions): Promise<VerifyReport> {
  const started = performance.now();
  const cpuAtStart = process.cpuUsage();
  const ports = await openAuditPorts({ dataDir, env });
  let positions;
  try {
    positions = await auditPositions(ports.eventStore, ports.readStore);
  } finally {
    await ports.close();
  }
  const { head, readModelsPosition } = positions;
  const slowest = new Map<number, number>();
  let peakRssBytes = process.memoryUsage().rss;
  const shares = await Promise.all(
    Array.from({ length: workers }, (_, index) =>
      runWorker(
        workerScript,
        { dataDir, env, partition: { index, count: workers }, head, readModelsPosition },
        (read, at) => {
          slowest.set(index, at);
          peakRssBytes = Math.max(peakRssBytes, process.memoryUsage().rss);
          onProgress?.(read, Math.min(...slowest.values()), head);
        },
      ),
    ),
  );
  peakRssBytes = Math.max(peakRssBytes, process.memoryUsage().rss);
  return toVerifyReport(mergeShares(shares), {
    sources: ports.sources,
    positions,
    started,
    cpuAtStart,
    peakRssBytes,
    workers,
  });
}
