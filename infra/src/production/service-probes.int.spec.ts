import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScryptHasher, silentLogger } from '@sb/platform';
import { closePorts } from '../ports.js';
import { parsePrometheusText, sampleSum } from '../testing/prometheus-text.js';
import { startCommandApiService, type CommandApiService } from './command-api-service.js';
import { openPorts, type ProductionPorts } from './open-ports.js';
import { readProductionConfig, type ProductionService } from './production-config.js';
import { startProjectorsService, type ProjectorsService } from './projectors-service.js';
import { startQueryApiService, type QueryApiService } from './query-api-service.js';

// The production services on the SQLite adapters (as split-services.int.spec.ts), here for their probes.
const METRICS_TOKEN = 'service-probes-metrics-token';
const dataDir = mkdtempSync(join(tmpdir(), 'sportsbook-probes-'));
const env: NodeJS.ProcessEnv = {
  DATA_DIR: dataDir,
  SESSION_SECRET: 'service-probes-spec-secret-0123456789',
  PORT: '0',
  HOST: '127.0.0.1',
  ODDS_REFRESH_SECONDS: '0',
  METRICS_TOKEN,
};
const configOf = (service: ProductionService, more: NodeJS.ProcessEnv = {}) =>
  readProductionConfig({ ...env, ...more }, service);
const logger = silentLogger();

let ports: ProductionPorts;
let commandApi: CommandApiService;
let queryApi: QueryApiService;
let projectors: ProjectorsService;

beforeAll(async () => {
  ports = await openPorts(configOf('command-api'));
  commandApi = await startCommandApiService({
    config: configOf('command-api'),
    eventStore: ports.eventStore,
    readStore: ports.readStore,
    logger,
    hasher: createScryptHasher({ N: 1024, r: 8, p: 1 }),
  });
  // The query API without METRICS_TOKEN: its /metrics stays off.
  queryApi = await startQueryApiService({
    config: configOf('query-api', { METRICS_TOKEN: '' }),
    readStore: ports.readStore,
    eventLog: ports.eventStore,
    logger,
  });
  projectors = await startProjectorsService({
    config: configOf('projectors'),
    readStore: ports.readStore,
    eventStore: ports.eventStore,
    transport: ports.transport,
    logger,
  });
}, 20_000);

afterAll(async () => {
  await Promise.all([commandApi?.stop(), queryApi?.stop(), projectors?.stop()]);
  if (ports) await closePorts(ports);
  rmSync(dataDir, { recursive: true, force: true });
});

const get = async (url: string, headers: Record<string, string> = {}) => {
  const response = await fetch(url, { headers });
  const text = await response.text();
  return { status: response.status, text, json: () => JSON.parse(text) as Record<string, unknown> };
};

describe('every production service', () => {
  it('answers /health/live and /api/health/live', async () => {
    for (const { url } of [commandApi, queryApi, projectors]) {
      for (const path of ['/health/live', '/api/health/live']) {
        const live = await get(url + path);
        expect(live.status, url + path).toBe(200);
        expect(live.json()).toMatchObject({ status: 'live' });
      }
    }
  });

  it('answers /health/ready with the checks that concern it', async () => {
    const checks = async (url: string) => {
      const ready = await get(`${url}/health/ready`);
      expect(ready.status, url).toBe(200);
      return Object.keys(ready.json().checks as object).sort();
    };
    expect(await checks(commandApi.url)).toEqual(['oddsFeed', 'stores']);
    expect(await checks(queryApi.url)).toEqual(['parked', 'stores']);
    expect(await checks(projectors.url)).toEqual(['parked', 'projectionLag', 'stores']);
  });

  it('serves /metrics to the METRICS_TOKEN bearer only, and not at all without a token', async () => {
    expect((await get(`${commandApi.url}/metrics`)).status).toBe(401);
    const scraped = await get(`${commandApi.url}/metrics`, { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(scraped.status).toBe(200);
    expect(sampleSum(parsePrometheusText(scraped.text), 'sb_log_position')).toBe(await ports.eventStore.headPosition());
    const projected = await get(`${projectors.url}/metrics`, { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(parsePrometheusText(projected.text).map((sample) => sample.name)).toContain('sb_projection_lag');
    const off = await get(`${queryApi.url}/metrics`, { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(off.status).toBe(404);
    expect(off.json()).toMatchObject({ error: 'Metrics are off: set METRICS_TOKEN' });
  });
});
