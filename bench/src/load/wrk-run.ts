import { execFile } from 'node:child_process';
import { accessSync, constants, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import type { LoadOptions, LoadResult } from './autocannon-run.js';

/** wrk on the PATH (Debian: `apt-get install wrk`), or undefined. */
const findWrk = (path = process.env.PATH ?? ''): string | undefined =>
  path
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, 'wrk'))
    .find((file) => {
      try {
        accessSync(file, constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });

/** wrk on this machine's PATH, or undefined: the benches then load with autocannon. */
export const WRK = findWrk();

/** Which client a bench's load comes from, for its rows. */
export const LOAD_CLIENT = WRK ? 'wrk' : 'autocannon';

/**
 * wrk's Lua hooks: every answer outside 2xx is counted (as autocannon's non-2xx, so a 304 counts), and with
 * `followEtag` each wrk thread sends back the last ETag it was answered as If-None-Match, as a browser's poll does.
 * The totals are printed as one JSON line after `WRK_JSON `.
 */
const wrkScript = (followEtag: boolean) => `
local threads = {}
function setup(thread)
  table.insert(threads, thread)
end
function init(args)
  outside2xx = 0
  etag = nil
end
${
  followEtag
    ? `function request()
  if etag == nil then return wrk.format() end
  local headers = {}
  for name, value in pairs(wrk.headers) do headers[name] = value end
  headers["If-None-Match"] = etag
  return wrk.format(nil, nil, headers)
end
`
    : ''
}function response(status, headers, body)
  if status < 200 or status > 299 then outside2xx = outside2xx + 1 end
  ${followEtag ? 'local tag = headers["ETag"] or headers["etag"]\n  if tag ~= nil then etag = tag end' : ''}
end
function done(summary, latency, requests)
  local n = 0
  for _, thread in ipairs(threads) do n = n + thread:get("outside2xx") end
  local e = summary.errors
  io.write(string.format('WRK_JSON {"requests":%d,"durationUs":%d,"p50Us":%d,"p90Us":%d,"p99Us":%d,"p999Us":%d,' ..
    '"maxUs":%d,"meanUs":%d,"outside2xx":%d,"errors":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(90), latency:percentile(99),
    latency:percentile(99.9), latency.max, latency.mean, n, e.connect + e.read + e.write + e.timeout))
end
`;

/** What a wrk run answered, as the script prints it (latencies in µs). */
export type WrkTotals = {
  requests: number;
  durationUs: number;
  p50Us: number;
  p90Us: number;
  p99Us: number;
  p999Us: number;
  maxUs: number;
  meanUs: number;
  outside2xx: number;
  errors: number;
};

/** The totals line the script prints, from wrk's whole output. */
export const parseWrkTotals = (stdout: string): WrkTotals => {
  const line = stdout.split('\n').find((text) => text.startsWith('WRK_JSON '));
  if (!line) throw new Error(`wrk printed no totals:\n${stdout}`);
  return JSON.parse(line.slice('WRK_JSON '.length)) as WrkTotals;
};

/** Requests a second over the whole run. */
export const requestsPerSecondOf = (totals: WrkTotals) => totals.requests / (totals.durationUs / 1e6);

let scriptDir: string | undefined;
const scriptFile = (followEtag: boolean) => {
  scriptDir ??= mkdtempSync(join(tmpdir(), 'bench-wrk-'));
  const file = join(scriptDir, followEtag ? 'follow-etag.lua' : 'count.lua');
  writeFileSync(file, wrkScript(followEtag));
  return file;
};

/** Runs wrk (one thread) with the script's hooks and answers its totals. */
export const runWrkTotals = (
  wrk: string,
  url: string,
  { connections, seconds, headers = {}, followEtag = false }: LoadOptions,
): Promise<WrkTotals> =>
  new Promise((resolve, reject) => {
    const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
    const args = ['-t', '1', '-c', String(connections), '-d', `${seconds}s`, '-s', scriptFile(followEtag)];
    execFile(wrk, [...args, ...headerArgs, url], { maxBuffer: 1024 * 1024 }, (error, stdout) => {
      if (error) return reject(error);
      try {
        resolve(parseWrkTotals(stdout));
      } catch (failure) {
        reject(failure);
      }
    });
  });

/**
 * The same load as runLoad with wrk (one thread, C): ~20 µs of client CPU a request where autocannon spends
 * ~160 µs on an 8 KiB gzip body, so on 2 cores the client no longer sets the pace of a route with a body.
 */
export const runWrk = async (wrk: string, url: string, options: LoadOptions): Promise<LoadResult> => {
  const cpuBefore = process.cpuUsage();
  const totals = await runWrkTotals(wrk, url, options);
  const cpu = process.cpuUsage(cpuBefore);
  return {
    requestsPerSecond: requestsPerSecondOf(totals),
    total: totals.requests,
    cpuMicrosPerRequest: Math.round((cpu.user + cpu.system) / Math.max(1, totals.requests)),
    p50Ms: totals.p50Us / 1000,
    p99Ms: totals.p99Us / 1000,
    errors: totals.errors,
    non2xx: totals.outside2xx,
  };
};
