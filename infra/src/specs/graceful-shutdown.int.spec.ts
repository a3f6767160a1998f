import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteEventStore } from '@sb/platform';
import { CHILD_ADMIN, startStackChild, type StackChild } from '../testing/stack-child.js';
import { frozenWorldEnv } from '../testing/test-world.js';
import {
  approvedPlayerClient,
  keepAliveClient,
  moneylineSingle,
  signedIn,
  type Exchange,
} from '../testing/http-player.js';

const SHUTDOWN_TIMEOUT_MS = 4000;
const dataDir = mkdtempSync(join(tmpdir(), 'sportsbook-shutdown-'));
let stack: StackChild | undefined;
afterAll(async () => {
  await stack?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A client that sends half a request's headers and then nothing: it must not hold the shutdown past its deadline. */
const stalledRequest = (port: number) =>
  new Promise<void>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write('POST /api/bets HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n');
      resolve();
    });
    socket.on('error', () => undefined);
  });

describe('SIGTERM under bet load from keep-alive clients', () => {
  it('answers every request sent before it, exits within SHUTDOWN_TIMEOUT_MS, and every acknowledged bet is in the log', async () => {
    stack = await startStackChild(dataDir, {
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      STARTING_BALANCE: '100000',
      ...frozenWorldEnv(new Date().toISOString()),
    });
    const admin = await signedIn(stack.url, CHILD_ADMIN.username, CHILD_ADMIN.password);
    const bet = await moneylineSingle(admin);
    const players = await Promise.all(
      ['Ada', 'Bo', 'Cy', 'Di'].map((name) => approvedPlayerClient(stack!.url, admin, name)),
    );
    // Four keep-alive connections per player, each placing bets one after another until the server goes.
    const clients = players.flatMap((player) =>
      Array.from({ length: 4 }, () => keepAliveClient(stack!.url, player.client.cookie())),
    );
    const exchanges: Exchange[] = [];
    let answered = 0;
    let signalled: () => void = () => undefined;
    let refused: (error: Error) => void = () => undefined;
    const enoughLoad = new Promise<void>((resolve, reject) => ((signalled = resolve), (refused = reject)));
    let sigterm = false;
    const loops = clients.map(async (client) => {
      for (;;) {
        const exchange = await client.post('/api/bets', bet);
        exchanges.push(exchange);
        if (exchange.status === 201 && ++answered === 200) signalled();
        if (exchange.status !== 201 && !sigterm)
          refused(new Error(`a bet before SIGTERM: ${JSON.stringify(exchange)}`));
        if (exchange.error || exchange.headers?.connection === 'close') break;
      }
      // After `Connection: close` the next request needs a new connection, which the closed listener refuses.
      exchanges.push(await client.post('/api/bets', bet));
    });
    await enoughLoad;
    await stalledRequest(stack.port);

    const signalledAt = performance.now();
    sigterm = true;
    stack.signal('SIGTERM');
    const exit = await stack.exited;
    const tookMs = performance.now() - signalledAt;
    await Promise.all(loops);
    clients.forEach((client) => client.close());

    expect(exit).toEqual({ code: 0, signal: null });
    // The half-sent request keeps its connection busy until the HTTP part of the deadline (70 %) cuts it.
    expect(tookMs).toBeGreaterThan(SHUTDOWN_TIMEOUT_MS * 0.7 - 100);
    expect(tookMs).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
    const sentBefore = exchanges.filter((exchange) => exchange.sentAt < signalledAt);
    expect(sentBefore.length).toBeGreaterThanOrEqual(200);
    expect(sentBefore.filter((exchange) => exchange.status === undefined)).toEqual([]);
    expect(new Set(sentBefore.map((exchange) => exchange.status))).toEqual(new Set([201]));
    // Requests sent after SIGTERM on a keep-alive connection may meet it closing (the race every keep-alive
    // server has; Idempotency-Key makes the retry safe): only the ones sent before are owed an answer.
    expect(exchanges.some((exchange) => exchange.error === 'ECONNREFUSED')).toBe(true);

    const acknowledged = exchanges.flatMap((exchange) =>
      exchange.status === 201 ? [(exchange.body as { betId: string }).betId] : [],
    );
    const log = openSqliteEventStore({ path: join(dataDir, 'events.sqlite') });
    const placed = (await log.readAll({ afterPosition: 0, maxCount: 1_000_000 }))
      .filter((event) => event.type === 'BetPlaced')
      .map((event) => (event.data as { betId: string }).betId);
    await log.close();
    expect(new Set(placed).size).toBe(placed.length);
    expect(acknowledged.filter((betId) => !placed.includes(betId))).toEqual([]);
  }, 90_000);
});
