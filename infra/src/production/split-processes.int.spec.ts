import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNodeChild } from '../testing/stack-child.js';

// The production services as three OS processes on one DATA_DIR, on the SQLite files (no URL set): nothing links
// them but the files, so each must see what another process committed (the store's watch of the file).
const ADMIN = { username: 'root', password: 'root-password' };
const dataDir = mkdtempSync(join(tmpdir(), 'sportsbook-processes-'));
const entry = (service: string) => fileURLToPath(new URL(`../../dist/production/${service}.js`, import.meta.url));
const env = {
  DATA_DIR: dataDir,
  SESSION_SECRET: 'split-processes-spec-secret-0123456789',
  LOG_LEVEL: 'warn',
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  ODDS_REFRESH_SECONDS: '0',
};

type Child = Awaited<ReturnType<typeof startNodeChild>>;
let queryApi: Child;
let commandApi: Child;
let projectors: Child;

beforeAll(async () => {
  // The query API first, on a data directory with no log yet: it opens the log read-only, so it creates it.
  queryApi = await startNodeChild(entry('query-api'), { env, healthPath: '/api/health' });
  commandApi = await startNodeChild(entry('command-api'), { env, healthPath: '/api/health' });
  projectors = await startNodeChild(entry('projectors'), { env, healthPath: '/health' });
}, 120_000);

afterAll(async () => {
  await Promise.all([queryApi?.kill(), commandApi?.kill(), projectors?.kill()]);
  rmSync(dataDir, { recursive: true, force: true });
});

let cookie = '';
const send = async (baseUrl: string, path: string, init: { body?: unknown; minPosition?: string } = {}) => {
  const response = await fetch(baseUrl + path, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
      ...(init.minPosition ? { 'x-min-position': init.minPosition } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(10_000),
  });
  const setCookie = response.headers.get('set-cookie');
  if (setCookie) cookie = setCookie.split(';')[0] ?? '';
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
};

describe('the production services as separate processes on the SQLite files', () => {
  it('start in any order: the read-only query API created the log it reads', () => {
    expect(existsSync(join(dataDir, 'events.sqlite'))).toBe(true);
  });

  it('show a registration made through the command API process on the query API process, projected by a third', async () => {
    expect((await send(commandApi.url, '/api/login', { body: ADMIN })).status).toBe(200);
    for (const username of ['Dana', 'Eve']) {
      const registered = await send(commandApi.url, '/api/register', { body: { username, password: 'secret-word' } });
      expect(registered.status).toBe(201);
      const position = registered.headers.get('x-log-position') ?? '';
      const pending = await send(queryApi.url, '/api/admin/pending-users', { minPosition: position });
      expect(pending.status).toBe(200);
      expect(pending.headers.get('x-projection-stale')).toBeNull();
      expect((pending.body as { username: string }[]).map((user) => user.username)).toContain(username);
    }
  });
});
