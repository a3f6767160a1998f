import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type LoadResult = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** Requests answered in the run. */
  total: number;
  /** CPU this process (the server, when it runs in the benchmark's process) spent per request, in µs. */
  cpuMicrosPerRequest: number;
};

const require = createRequire(import.meta.url);
const autocannonCli = join(dirname(require.resolve('autocannon/package.json')), 'autocannon.js');
const etagPoller = fileURLToPath(new URL('./etag-poller.js', import.meta.url));

export type LoadOptions = {
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** Send back the last ETag answered as If-None-Match (etag-poller.ts), as a browser's poll does. */
  followEtag?: boolean;
};

/**
 * Runs autocannon in its own process, so the load generator does not share the server's event loop
 * (on a 2-core machine an in-process client would measure itself as much as the server).
 */
export const runLoad = (
  url: string,
  { connections, seconds, headers = {}, followEtag = false }: LoadOptions,
): Promise<LoadResult> =>
  new Promise((resolve, reject) => {
    const cpuBefore = process.cpuUsage();
    const headerArgs = Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]);
    const args = followEtag
      ? [etagPoller, url, String(connections), String(seconds), JSON.stringify(headers)]
      : [autocannonCli, '-c', String(connections), '-d', String(seconds), '-j', ...headerArgs, url];
    execFile(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      if (error) return reject(error);
      const report = JSON.parse(stdout) as {
        requests: { average: number; total: number };
        latency: { p50: number; p99: number };
        errors: number;
        non2xx: number;
      };
      const cpu = process.cpuUsage(cpuBefore);
      resolve({
        requestsPerSecond: report.requests.average,
        total: report.requests.total,
        cpuMicrosPerRequest: Math.round((cpu.user + cpu.system) / Math.max(1, report.requests.total)),
        p50Ms: report.latency.p50,
        p99Ms: report.latency.p99,
        errors: report.errors,
        non2xx: report.non2xx,
      });
    });
  });
