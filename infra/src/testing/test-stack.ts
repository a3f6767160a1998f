import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScryptHasher } from '@sb/platform';
import { readConfig } from '../config.js';
import { startEmbeddedStack, type StackOverrides } from '../stack.js';
import { frozenWorldEnv } from './test-world.js';

export const ADMIN = { username: 'admin', password: 'admin-password' };

/**
 * A fresh embedded stack on a free port with a temporary DATA_DIR; cheap password hashing for speed; the simulated
 * world frozen at the test instant (test-world.ts).
 */
export const startTestStack = async (env: NodeJS.ProcessEnv = {}, overrides: StackOverrides = {}) => {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'sportsbook-test-'));
  const config = readConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'error',
    LOGIN_ATTEMPTS_PER_MINUTE: '1000',
    // Specs place many bets and rounds per player at once; the per-player limit has its own spec.
    BETS_PER_MINUTE: '0',
    // Tests drive the feed themselves (refresh endpoints or appended events), not on a timer, and the
    // simulator's world does not depend on the hour the spec runs at.
    ODDS_REFRESH_SECONDS: '0',
    ...frozenWorldEnv(),
    ...env,
  });
  const stack = await startEmbeddedStack(config, { hasher: createScryptHasher({ N: 1024, r: 8, p: 1 }), ...overrides });
  return {
    ...stack,
    dataDir,
    client: () => createClient(stack.url),
    async stop() {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    /** Stops the stack like a process exit: the SQLite files in DATA_DIR stay (see restartTestStack). */
    stopKeepingData: () => stack.stop(),
  };
};

export type TestStack = Awaited<ReturnType<typeof startTestStack>>;

/** A process restart: stops `previous`, keeping DATA_DIR, and starts a new stack (another port) on the same files. */
export const restartTestStack = async (previous: TestStack, env: NodeJS.ProcessEnv = {}) => {
  await previous.stopKeepingData();
  return startTestStack({ ...env, DATA_DIR: previous.dataDir });
};

export type Answer = { status: number; body: any; headers: Headers }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** An HTTP client like the browser's: keeps the session cookie and sends back the last write position. */
export const createClient = (baseUrl: string) => {
  let cookie = '';
  let lastPosition = '';
  const send = async (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> => {
    const response = await fetch(baseUrl + path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
        ...(lastPosition && method === 'GET' ? { 'x-min-position': lastPosition } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0] ?? '';
    lastPosition = response.headers.get('x-log-position') ?? lastPosition;
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };
  return {
    get: (path: string, headers?: Record<string, string>) => send('GET', path, undefined, headers),
    post: (path: string, body?: unknown, headers?: Record<string, string>) => send('POST', path, body ?? {}, headers),
    delete: (path: string) => send('DELETE', path),
    send,
    async login(username: string, password: string) {
      return send('POST', '/api/login', { username, password });
    },
  };
};

export type Client = ReturnType<typeof createClient>;
