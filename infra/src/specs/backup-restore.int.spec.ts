import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteEventStore, verifyChain } from '@sb/platform';
import { backupLog, restoreLog } from '../backup/log-backup.js';
import { startCrashLoad } from '../testing/crash-load.js';
import { approvedPlayerClient, moneylineSingle, signedIn } from '../testing/http-player.js';
import { ADMIN, startTestStack, type TestStack } from '../testing/test-stack.js';
import { frozenWorldEnv } from '../testing/test-world.js';

const cli = (name: 'backup' | 'restore', file: string, dataDir: string) =>
  spawnSync(process.execPath, [fileURLToPath(new URL(`../../dist/${name}.js`, import.meta.url)), file], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'error' },
    encoding: 'utf8',
  });

const work = mkdtempSync(join(tmpdir(), 'sportsbook-backup-'));
const env = { BETS_PER_MINUTE: '0', STARTING_BALANCE: '100000', ...frozenWorldEnv(new Date().toISOString()) };
const stacks: TestStack[] = [];
afterAll(async () => {
  for (const stack of stacks) await stack.stop();
  rmSync(work, { recursive: true, force: true });
});

describe('npm run backup and npm run restore', () => {
  it('copies the log while the stack takes bets, and a restored stack answers the same balances and bets', async () => {
    const stack = await startTestStack(env);
    stacks.push(stack);
    const admin = await signedIn(stack.url, ADMIN.username, ADMIN.password);
    const bet = await moneylineSingle(admin);
    const players = [
      await approvedPlayerClient(stack.url, admin, 'Saver'),
      await approvedPlayerClient(stack.url, admin, 'Keeper'),
    ];
    // One player places bets, the other spins roulette, while the backup runs.
    const load = startCrashLoad(
      players.map(({ client }) => client),
      bet,
    );
    await load.waitForAcks(10);

    // A backup taken under load is a consistent prefix of the log: same events at the same positions, chains intact.
    const underLoad = await backupLog(stack.dataDir, join(work, 'under-load.sqlite'));
    await load.waitForAcks(load.acknowledged.length + 10);
    await load.stop();
    expect(load.unexpected).toEqual([]);
    const restoredUnderLoad = join(work, 'restored-under-load');
    await restoreLog(underLoad.file, restoredUnderLoad);
    const copy = openSqliteEventStore({ path: join(restoredUnderLoad, 'events.sqlite') });
    const copied = await copy.readAll({ afterPosition: 0, maxCount: 1_000_000 });
    const live = await stack.ports.eventStore.readAll({ afterPosition: 0, maxCount: copied.length });
    expect(copied.length).toBe(underLoad.events);
    expect(copied.map((e) => [e.position, e.id])).toEqual(live.map((e) => [e.position, e.id]));
    for (const { userId } of players) expect(verifyChain(await copy.readStream(`wallet-${userId}`)).valid).toBe(true);
    await copy.close();

    // The command line, the stack still running.
    const file = join(work, 'after-load.sqlite');
    const backedUp = cli('backup', file, stack.dataDir);
    expect(backedUp.stderr).toBe('');
    expect(backedUp.status).toBe(0);
    const restoredDir = join(work, 'restored');
    const restored = cli('restore', file, restoredDir);
    expect(restored.status).toBe(0);
    expect(JSON.parse(restored.stdout)).toMatchObject({ headPosition: await stack.ports.eventStore.headPosition() });

    const refused = cli('restore', file, restoredDir);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/not empty/);

    const answers = async (url: string) =>
      Promise.all(
        players.map(async ({ userId, password }, i) => {
          const client = await signedIn(url, i === 0 ? 'Saver' : 'Keeper', password);
          const user = (await client.get('/api/user')).body as { balance: number };
          const bets = (await client.get(`/api/bets/${userId}`)).body;
          return { balance: user.balance, bets };
        }),
      );
    const before = await answers(stack.url);
    // Saver placed bets, Keeper spun roulette (a balance can come back to where it started: count the rounds).
    expect(Array.isArray(before[0]!.bets) && (before[0]!.bets as unknown[]).length > 0).toBe(true);
    const keeper = await signedIn(stack.url, 'Keeper', players[1]!.password);
    expect(((await keeper.get('/api/casino/rounds')).body as { rounds: unknown[] }).rounds.length).toBeGreaterThan(0);

    const second = await startTestStack({ ...env, DATA_DIR: restoredDir });
    stacks.push(second);
    expect(await second.runner.progress.waitFor(await second.ports.eventStore.headPosition(), 30_000)).toBe(true);
    expect(await answers(second.url)).toEqual(before);
  }, 120_000);

  it('refuses a file that is not a log, and a non-empty DATA_DIR', async () => {
    const garbage = join(work, 'garbage.sqlite');
    writeFileSync(garbage, 'not a database');
    await expect(restoreLog(garbage, join(work, 'fresh'))).rejects.toThrow();
    const occupied = join(work, 'occupied');
    mkdirSync(occupied, { recursive: true });
    writeFileSync(join(occupied, 'something'), 'x');
    const stack = await startTestStack(env);
    stacks.push(stack);
    const backup = await backupLog(stack.dataDir, join(work, 'small.sqlite'));
    await expect(restoreLog(backup.file, occupied)).rejects.toThrow(/not empty/);
  }, 60_000);
});
