import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { walletDecider, type WalletEvent } from '@sb/domain';
import { openSqliteEventStore, openSqliteReadStore, type ReadStore } from '@sb/platform';
import { allProjections, rebuildProjections, USERS } from '@sb/projectors';
import { seededRandom, startCrashLoad, type Acknowledged } from '../testing/crash-load.js';
import { approvedPlayerClient, keepAliveClient, moneylineSingle, signedIn } from '../testing/http-player.js';
import { CHILD_ADMIN, startStackChild, type StackChild } from '../testing/stack-child.js';
import { frozenWorldEnv } from '../testing/test-world.js';

const KILLS = 10;
const seed = Date.now() % 1_000_000;
const random = seededRandom(seed);
const dataDir = mkdtempSync(join(tmpdir(), 'sportsbook-crash-'));
const env = { STARTING_BALANCE: '100000', ...frozenWorldEnv(new Date().toISOString()) };
let stack: StackChild | undefined;
afterAll(async () => {
  await stack?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

const documents = async (store: ReadStore) => {
  const all: Record<string, unknown[]> = {};
  for (const projection of allProjections) {
    for (const name of projection.collections) all[name] = await store.collection(name).find({}, { sort: { id: 1 } });
  }
  return all;
};

/** Waits for a state, not a time: health 200 with the read models at the head of the log. */
const caughtUp = async (url: string) => {
  for (let tries = 0; tries < 600; tries += 1) {
    const health = await fetch(`${url}/api/health`).then(
      (response) => response.json() as Promise<{ projectionLag?: number }>,
    );
    if (health.projectionLag === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the read models did not catch up with the log');
};

describe(`SIGKILL under bet and casino load, ${KILLS} times (seed ${seed})`, () => {
  it('keeps every acknowledged command once, balances equal to their wallet folds, read models equal to a rebuild', async () => {
    stack = await startStackChild(dataDir, env);
    const admin = await signedIn(stack.url, CHILD_ADMIN.username, CHILD_ADMIN.password);
    const bet = await moneylineSingle(admin);
    const players = [];
    for (const name of ['Kit', 'Lev', 'Max']) players.push(await approvedPlayerClient(stack.url, admin, name));
    const acknowledged: Acknowledged[] = [];

    for (let kill = 0; kill < KILLS; kill += 1) {
      if (kill > 0) stack = await startStackChild(dataDir, env);
      // Two connections per player: one places bets, one spins roulette (both move the same wallet).
      const clients = players.flatMap((player) => [
        keepAliveClient(stack!.url, player.client.cookie()),
        keepAliveClient(stack!.url, player.client.cookie()),
      ]);
      const load = startCrashLoad(clients, bet);
      const killAfter = 1 + Math.floor(random() * 40);
      await Promise.race([load.waitForAcks(killAfter), load.finished()]);
      expect(load.unexpected).toEqual([]);
      await stack.kill();
      await load.finished();
      clients.forEach((client) => client.close());
      acknowledged.push(...load.acknowledged);
    }

    stack = await startStackChild(dataDir, env);
    await caughtUp(stack.url);
    stack.signal('SIGTERM');
    expect(await stack.exited).toEqual({ code: 0, signal: null });
    stack = undefined;

    const log = openSqliteEventStore({ path: join(dataDir, 'events.sqlite') });
    const readStore = openSqliteReadStore({ path: join(dataDir, 'read-models.sqlite') });
    const clean = openSqliteReadStore({ path: ':memory:' });
    try {
      const events = await log.readAll({ afterPosition: 0, maxCount: 10_000_000 });
      const betIds = events.filter((e) => e.type === 'BetPlaced').map((e) => (e.data as { betId: string }).betId);
      const roundIds = events
        .filter((e) => e.type === 'CasinoRoundStarted')
        .map((e) => (e.data as { roundId: string }).roundId);
      const count = (ids: string[], id: string) => ids.filter((one) => one === id).length;
      expect(acknowledged.length).toBeGreaterThanOrEqual(KILLS);
      expect(
        acknowledged.filter((ack) =>
          ack.kind === 'bet' ? count(betIds, ack.betId) !== 1 : count(roundIds, ack.roundId) !== 1,
        ),
      ).toEqual([]);
      expect(new Set(betIds).size).toBe(betIds.length);
      expect(new Set(roundIds).size).toBe(roundIds.length);

      for (const { userId } of players) {
        const wallet = (await log.readStream(`wallet-${userId}`)).map((event) => event as unknown as WalletEvent);
        const folded = wallet.reduce(walletDecider.evolve, walletDecider.initialState);
        const shown = await readStore.collection<{ id: string; cashCents: number }>(USERS).get(userId);
        expect(shown?.cashCents).toBe(folded.cashCents);
      }

      await rebuildProjections({ eventStore: log, readStore: clean, projections: allProjections, toHead: true });
      expect(await documents(readStore)).toEqual(await documents(clean));
    } finally {
      await clean.close();
      await readStore.close();
      await log.close();
    }
  }, 120_000);
});
