import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { parseWrkTotals, runWrk, runWrkTotals, WRK } from './wrk-run.js';

describe('parseWrkTotals', () => {
  it('reads the totals line among wrk’s own output', () => {
    const stdout =
      'Running 1s test @ http://x/\n  1 threads and 2 connections\nWRK_JSON {"requests":5,"durationUs":1000000,"p50Us":900,"p90Us":1200,"p99Us":2500,"p999Us":2600,"maxUs":2700,"meanUs":1000,"outside2xx":1,"errors":0}\n';
    expect(parseWrkTotals(stdout)).toEqual({
      requests: 5,
      durationUs: 1_000_000,
      p50Us: 900,
      p90Us: 1200,
      p99Us: 2500,
      p999Us: 2600,
      maxUs: 2700,
      meanUs: 1000,
      outside2xx: 1,
      errors: 0,
    });
  });

  it('refuses an output without totals', () => {
    expect(() => parseWrkTotals('unable to connect')).toThrow(/no totals/);
  });
});

/** A server answering with an ETag that changes every 50 requests; a matching If-None-Match gets 304. */
const serveVersioned = async () => {
  let served = 0;
  const server = createServer((request, response) => {
    served += 1;
    const etag = `"v${Math.floor(served / 50)}"`;
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304, { etag }).end();
      return;
    }
    response.writeHead(200, { etag, 'content-type': 'application/json' }).end(JSON.stringify({ served }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
};

// .ci/run installs wrk, so in CI this runs the real client.
describe.skipIf(!WRK)('runWrk against a real server', () => {
  it('counts every answer as 2xx when the client sends no ETag back', async () => {
    const server = await serveVersioned();
    const result = await runWrk(WRK!, server.url, { connections: 4, seconds: 1 });
    await server.close();
    expect(result.total).toBeGreaterThan(100);
    expect(result.non2xx).toBe(0);
    expect(result.errors).toBe(0);
    expect(result.requestsPerSecond).toBeGreaterThan(0);
    expect(result.p99Ms).toBeGreaterThanOrEqual(result.p50Ms);
  });

  it('answers the latency distribution in order, in µs', async () => {
    const server = await serveVersioned();
    const totals = await runWrkTotals(WRK!, server.url, { connections: 2, seconds: 1 });
    await server.close();
    expect(totals.p50Us).toBeGreaterThan(0);
    expect(totals.p90Us).toBeGreaterThanOrEqual(totals.p50Us);
    expect(totals.p99Us).toBeGreaterThanOrEqual(totals.p90Us);
    expect(totals.p999Us).toBeGreaterThanOrEqual(totals.p99Us);
    expect(totals.maxUs).toBeGreaterThanOrEqual(totals.p999Us);
    expect(totals.meanUs).toBeLessThanOrEqual(totals.maxUs);
  });

  it('sends back the last ETag answered, so most answers are 304 and counted outside 2xx', async () => {
    const server = await serveVersioned();
    const result = await runWrk(WRK!, server.url, { connections: 4, seconds: 1, followEtag: true });
    await server.close();
    expect(result.total).toBeGreaterThan(100);
    expect(result.non2xx).toBeGreaterThan(result.total / 2);
    expect(result.non2xx).toBeLessThan(result.total);
  });
});
