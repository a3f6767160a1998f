import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteReadStore } from '@sb/platform';
import { BETS, USERS } from '@sb/projectors';
import { playWorld, sampleSteps, tempDataDir } from '../audit/testing/audit-data-dir.js';

const rebuildCli = (dataDir: string, ...names: string[]) =>
  spawnSync(process.execPath, [fileURLToPath(new URL('../../dist/rebuild.js', import.meta.url)), ...names], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'error' },
    encoding: 'utf8',
  });

const documents = async (dir: string) => {
  const store = openSqliteReadStore({ path: join(dir, 'read-models.sqlite'), readonly: true });
  try {
    return {
      users: await store.collection(USERS).find({}, { sort: { id: 1 } }),
      bets: await store.collection(BETS).find({}, { sort: { id: 1 } }),
    };
  } finally {
    await store.close();
  }
};

let data: Awaited<ReturnType<typeof tempDataDir>>;
beforeAll(async () => {
  data = await tempDataDir();
  await playWorld(data.dir, sampleSteps(120));
});
afterAll(() => data.remove());

describe('node infra/dist/rebuild.js', () => {
  it('replays the whole log into every read model, to the same documents, and says what it did', async () => {
    const before = await documents(data.dir);
    expect(before.bets.length).toBeGreaterThan(0);
    const run = rebuildCli(data.dir);
    expect(run.status).toBe(0);
    const result = JSON.parse(run.stdout) as { replayed: number; upTo: number; rebuilt: string[] };
    expect(result.replayed).toBe(result.upTo);
    expect(result.rebuilt).toContain('bets');
    expect(await documents(data.dir)).toEqual(before);
  });

  it('refuses a read model it does not know, naming the ones it does, and changes nothing', async () => {
    const before = await documents(data.dir);
    const run = rebuildCli(data.dir, 'betz');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('Unknown read model(s): betz. Known: users, catalogue, bets');
    expect(run.stdout).toBe('');
    expect(await documents(data.dir)).toEqual(before);
  });
});
