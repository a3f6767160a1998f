// The stack the scale benchmark starts on a log (`node infra/dist/main.js`): time to healthy, resident memory, and
// bet placement by 50 players, on the big log and on an empty one.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteEventStore } from '@sb/platform';
import { percentile } from '../stats.js';
import { postJson, signIn } from '../load/api-client.js';
import { CLIENTS, PLACEMENT_SECONDS, PORT, ADMIN, PASSWORD, infraJs, sleep } from './scale-config.js';
import { OPEN_GAME, appendOpenGame } from './scale-log.js';

export const rssOf = async (child: ChildProcess) => {
  const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
};

type Health = { status: number; projectionLag?: number };
const health = async (url: string): Promise<Health> => {
  try {
    const response = await fetch(`${url}/api/health`);
    const body = (await response.json()) as { projectionLag?: number };
    return { status: response.status, projectionLag: body.projectionLag };
  } catch {
    return { status: 0 };
  }
};

/**
 * `node infra/dist/main.js` as `npm start` runs it (feed off: the scale targets are about the log, and the feed's
 * refreshes would add the same work to both runs), timed from spawn to the first GET /api/health 200, then to a
 * projection lag of 0 (anything replayed at start shows as the difference).
 */
export async function startStack(dir: string) {
  const url = `http://127.0.0.1:${PORT}`;
  const started = performance.now();
  const child = spawn(process.execPath, [infraJs('main.js')], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      LOG_LEVEL: 'warn',
      ODDS_REFRESH_SECONDS: '0',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      // The players sign in and bet back to back from one address: no per-IP sign-in or per-player bet limit.
      LOGIN_ATTEMPTS_PER_MINUTE: '1000000',
      BETS_PER_MINUTE: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let healthy = await health(url);
  while (healthy.status !== 200) {
    if (child.exitCode !== null) throw new Error('the stack exited before it was healthy');
    if (performance.now() - started > 600_000) throw new Error('the stack was not healthy within 10 minutes');
    await sleep(20);
    healthy = await health(url);
  }
  const healthyMs = performance.now() - started;
  const lagAtHealthy = healthy.projectionLag ?? 0;
  while ((healthy.projectionLag ?? 0) > 0) {
    await sleep(50);
    healthy = await health(url);
  }
  const caughtUpMs = performance.now() - started;
  return {
    url,
    child,
    healthyMs,
    lagAtHealthy,
    caughtUpMs,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * CLIENTS players (created by the admin, signed in) each placing $10 moneylines on the open game back to back for
 * PLACEMENT_SECONDS; the stack's resident memory sampled every 100 ms meanwhile.
 */
export async function placeBets(stack: Awaited<ReturnType<typeof startStack>>, prefix: string) {
  const admin = await signIn(stack.url, ADMIN.username, ADMIN.password);
  const cookies: string[] = [];
  for (let i = 0; i < CLIENTS; i += 1) {
    const username = `${prefix}-${i}`;
    await postJson(`${stack.url}/api/admin/create-user`, { username, password: PASSWORD, balance: 1_000_000 }, admin);
    cookies.push(await signIn(stack.url, username, PASSWORD));
  }
  const body = JSON.stringify({
    betMode: 'single',
    stake: 10,
    balanceType: 'cash',
    legs: [
      {
        eventId: OPEN_GAME.id,
        marketType: 'moneyline',
        selection: 'home',
        americanOdds: OPEN_GAME.homeOdds,
        line: null,
        stake: 10,
      },
    ],
  });
  const latencies: number[] = [];
  let refused = 0;
  let peakRss = await rssOf(stack.child);
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peakRss = Math.max(peakRss, await rssOf(stack.child));
      await sleep(100);
    }
  })();
  const started = performance.now();
  const until = started + PLACEMENT_SECONDS * 1000;
  await Promise.all(
    cookies.map(async (cookie) => {
      while (performance.now() < until) {
        const sent = performance.now();
        const response = await fetch(`${stack.url}/api/bets`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body,
        });
        await response.arrayBuffer();
        if (response.status === 201) latencies.push(performance.now() - sent);
        else refused += 1;
      }
    }),
  );
  const elapsedMs = performance.now() - started;
  sampling = false;
  await sampler;
  if (latencies.length === 0) throw new Error(`no bet was accepted (${refused} refused)`);
  return {
    placed: latencies.length,
    refused,
    elapsedMs,
    p99: percentile(latencies, 99),
    p50: percentile(latencies, 50),
    peakRss,
  };
}

/** Placement on a log holding only the open game: the baseline of the same run. */
export async function emptyLogPlacement() {
  const dir = await mkdtemp(join(tmpdir(), 'bench-scale-empty-'));
  try {
    const store = openSqliteEventStore({ path: join(dir, 'events.sqlite') });
    await appendOpenGame(store);
    await store.close();
    const stack = await startStack(dir);
    try {
      return {
        start: { healthyMs: stack.healthyMs, rss: await rssOf(stack.child) },
        ...(await placeBets(stack, 'empty')),
      };
    } finally {
      await stack.stop();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
