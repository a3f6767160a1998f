import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export type LoadResult = { requestsPerSecond: number; p50Ms: number; p99Ms: number; errors: number; non2xx: number };

const require = createRequire(import.meta.url);
const autocannonCli = join(dirname(require.resolve('autocannon/package.json')), 'autocannon.js');

/**
 * Runs autocannon in its own process, so the load generator does not share the server's event loop
 * (on a 2-core machine an in-process client would measure itself as much as the server).
 */
export const runLoad = (
  url: string,
  { connections, seconds, headers = {} }: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadResult> =>
  new Promise((resolve, reject) => {
    const headerArgs = Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]);
    execFile(
      process.execPath,
      [autocannonCli, '-c', String(connections), '-d', String(seconds), '-j', ...headerArgs, url],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, stdout) => {
        if (error) return reject(error);
        const report = JSON.parse(stdout) as {
          requests: { average: number };
          latency: { p50: number; p99: number };
          errors: number;
          non2xx: number;
        };
        resolve({
          requestsPerSecond: report.requests.average,
          p50Ms: report.latency.p50,
          p99Ms: report.latency.p99,
          errors: report.errors,
          non2xx: report.non2xx,
        });
      },
    );
  });
