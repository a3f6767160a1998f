import { Worker } from 'node:worker_threads';
import type { RoundsJob, RoundsResult } from './play-rounds.js';

/** Runs the jobs on `threads` worker threads, each taking the next job as it finishes one. */
export async function runPool(jobs: readonly RoundsJob[], threads: number, onDone: (result: RoundsResult) => void) {
  const queue = [...jobs];
  const workerUrl = new URL('./worker.js', import.meta.url);
  const runThread = () =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(workerUrl);
      const next = () => {
        const job = queue.shift();
        if (!job) {
          void worker.terminate().then(() => resolve());
          return;
        }
        worker.postMessage(job);
      };
      worker.on('message', (result: RoundsResult) => {
        onDone(result);
        next();
      });
      worker.on('error', reject);
      next();
    });
  await Promise.all(Array.from({ length: Math.max(1, threads) }, runThread));
}
