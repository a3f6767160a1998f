import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScryptHasher } from '@sb/platform';
import { createLogger } from '@sb/platform';
import { closePorts } from '../ports.js';
import { startCommandApiService, type CommandApiService } from './command-api-service.js';
import { openPorts, type ProductionPorts } from './open-ports.js';
import { readProductionConfig, type ProductionService } from './production-config.js';
import { startProjectorsService, type ProjectorsService } from './projectors-service.js';
import { startQueryApiService, type QueryApiService } from './query-api-service.js';

// The production services, each on its own port as in the compose stack, but in this process and on the
// SQLite adapters that openPorts picks when no URL is set. Only the log position links the two APIs.
const ADMIN = { username: 'root', password: 'root-password' };
const WAIT_MS = 400;
const dataDir = mkdtempSync(join(tmpdir(), 'sportsbook-split-'));
const env: NodeJS.ProcessEnv = {
  DATA_DIR: dataDir,
  SESSION_SECRET: 'split-services-spec-secret-0123456789',
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'error',
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  MIN_POSITION_WAIT_MS: String(WAIT_MS),
  // No scheduled odds refresh: the log then holds only what the tests write (and what they ask the feed for).
  ODDS_REFRESH_SECONDS: '0',
};
const configOf = (service: ProductionService) => readProductionConfig(env, service);
const logger = createLogger({ level: 'error' });

let ports: ProductionPorts;
let commandApi: CommandApiService;
let queryApi: QueryApiService;
let projectors: ProjectorsService;
const startProjectors = () =>
  startProjectorsService({
    config: configOf('projectors'),
    readStore: ports.readStore,
    eventStore: ports.eventStore,
    transport: ports.transport,
    logger,
  });

beforeAll(async () => {
  ports = await openPorts(configOf('command-api'));
  commandApi = await startCommandApiService({
    config: configOf('command-api'),
    eventStore: ports.eventStore,
    readStore: ports.readStore,
    logger,
    hasher: createScryptHasher({ N: 1024, r: 8, p: 1 }),
  });
  queryApi = await startQueryApiService({
    config: configOf('query-api'),
    readStore: ports.readStore,
    eventLog: ports.eventStore,
    logger,
  });
  projectors = await startProjectors();
}, 20_000);

afterAll(async () => {
  await Promise.all([commandApi?.stop(), queryApi?.stop(), projectors?.stop()]);
  if (ports) await closePorts(ports);
  rmSync(dataDir, { recursive: true, force: true });
});

let cookie = '';
const send = async (
  baseUrl: string,
  method: string,
  path: string,
  { body, minPosition }: { body?: unknown; minPosition?: string } = {},
) => {
  const response = await fetch(baseUrl + path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
      ...(minPosition ? { 'x-min-position': minPosition } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(5000),
  });
  const setCookie = response.headers.get('set-cookie');
  if (setCookie) cookie = setCookie.split(';')[0] ?? '';
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
};
const command = (path: string, body: unknown) => send(commandApi.url, 'POST', path, { body });
const query = (path: string, minPosition?: string) => send(queryApi.url, 'GET', path, { minPosition });
const pendingNames = (body: { username: string }[]) => body.map((user) => user.username);

describe('the production services, split', () => {
  it('run on SQLite files in DATA_DIR when no URL is set, each on its own port', () => {
    expect(existsSync(join(dataDir, 'events.sqlite'))).toBe(true);
    expect(existsSync(join(dataDir, 'read-models.sqlite'))).toBe(true);
    expect(ports.kafka).toBeUndefined();
    expect(new Set([commandApi.port, queryApi.port, projectors.port]).size).toBe(3);
  });

  it('answer their health checks', async () => {
    const commandHealth = await send(commandApi.url, 'GET', '/api/health');
    expect(commandHealth.status).toBe(200);
    expect(commandHealth.body).toMatchObject({ status: 'ok', service: 'command-api' });
    expect(commandHealth.body.logPosition).toBeGreaterThan(0); // the bootstrap admin's events
    expect((await send(queryApi.url, 'GET', '/api/health')).body).toMatchObject({ service: 'query-api' });
    expect((await send(projectors.url, 'GET', '/health')).body).toMatchObject({ service: 'projectors' });
  });

  it('show a write on the command API in the query API once X-Min-Position is reached', async () => {
    expect((await command('/api/login', ADMIN)).status).toBe(200);
    const registered = await command('/api/register', { username: 'Dana', password: 'dana-secret' });
    expect(registered.status).toBe(201);
    const position = registered.headers.get('x-log-position') ?? '';
    expect(Number(position)).toBeGreaterThan(0);

    const pending = await query('/api/admin/pending-users', position);
    expect(pending.status).toBe(200);
    expect(pending.headers.get('x-projection-stale')).toBeNull();
    expect(Number(pending.headers.get('x-projection-position'))).toBeGreaterThanOrEqual(Number(position));
    expect(pendingNames(pending.body)).toContain('Dana');
  });

  it('wait their bound and say "stale" while the projectors are down, then catch up from the checkpoint', async () => {
    await projectors.stop();
    const registered = await command('/api/register', { username: 'Eve', password: 'eve-secret' });
    const position = registered.headers.get('x-log-position') ?? '';

    const started = Date.now();
    const stale = await query('/api/admin/pending-users', position);
    expect(Date.now() - started).toBeGreaterThanOrEqual(WAIT_MS - 50);
    expect(stale.headers.get('x-projection-stale')).toBe('true');
    expect(pendingNames(stale.body)).not.toContain('Eve');

    projectors = await startProjectors();
    const fresh = await query('/api/admin/pending-users', position);
    expect(fresh.headers.get('x-projection-stale')).toBeNull();
    expect(pendingNames(fresh.body)).toEqual(['Dana', 'Eve']);
  });

  it('run the odds feed in the command API: an admin refresh appends the slate, and the projectors apply it', async () => {
    const before = Number((await send(commandApi.url, 'GET', '/api/health')).body.logPosition);
    const refreshed = await command('/api/admin/refresh-game-props', {});
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.success).toBe(true);
    const position = refreshed.headers.get('x-log-position') ?? '';
    expect(Number(position)).toBeGreaterThan(before);

    const answer = await query('/api/user', position);
    expect(answer.headers.get('x-projection-stale')).toBeNull();
    expect(Number(answer.headers.get('x-projection-position'))).toBeGreaterThanOrEqual(Number(position));
  });
});
