import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openSqliteEventStore, openSqliteReadStore, runWalletCommand } from '@sb/platform';
import { USERS } from '@sb/projectors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT, runAuditCommand } from './run-audit-command.js';
import { playWorld, sampleSteps, tempDataDir } from './testing/audit-data-dir.js';
import { copyOf } from './testing/tamper.js';

const captured = () => {
  const io = { stdout: '', stderr: '' };
  return {
    io,
    output: { out: (text: string) => void (io.stdout += text), err: (text: string) => void (io.stderr += text) },
  };
};

/** An approved player the read models show (so not deleted). */
async function liveUser(dir: string) {
  const readStore = openSqliteReadStore({ path: join(dir, 'read-models.sqlite'), readonly: true });
  try {
    const users = readStore.collection<{ id: string; username: string; cashCents: number }>(USERS);
    const [user] = await users.find({ status: 'approved' }, { limit: 1 });
    if (!user) throw new Error('the sample world has no approved player');
    return { ...user, userId: user.id };
  } finally {
    await readStore.close();
  }
}

describe('the audit commands on a data directory', () => {
  let base: Awaited<ReturnType<typeof tempDataDir>>;
  const removals: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    base = await tempDataDir();
    await playWorld(base.dir, sampleSteps(400, 7));
  }, 60_000);
  afterAll(async () => {
    for (const remove of removals) await remove();
    await base.remove();
  });
  const copy = async () => {
    const made = await copyOf(base.dir);
    removals.push(made.remove);
    return made;
  };

  it('verify prints the summary, writes the JSON report and exits 0', async () => {
    const { io, output } = captured();
    const json = join(base.dir, 'report.json');
    expect(await runAuditCommand({ name: 'verify', dataDir: base.dir, json, workers: 1 }, output)).toBe(EXIT.ok);
    expect(io.stdout).toMatch(/^log: .*events\.sqlite/m);
    expect(io.stdout).toMatch(/VERIFIED/);
    const report = JSON.parse(await readFile(json, 'utf8')) as { ok: boolean; counts: { events: number } };
    expect(report.ok).toBe(true);
    expect(report.counts.events).toBeGreaterThan(0);
  });

  it('verify --json - writes the report to stdout and the summary to stderr; a mismatch exits 1', async () => {
    const tampered = await copy();
    tampered.onLog((db) =>
      db
        .prepare(`UPDATE events SET data = json_set(data, '$.amountCents', 1) WHERE type = 'StartingBalanceCredited'`)
        .run(),
    );
    const { io, output } = captured();
    expect(await runAuditCommand({ name: 'verify', dataDir: tampered.dir, json: '-', workers: 1 }, output)).toBe(
      EXIT.mismatch,
    );
    const report = JSON.parse(io.stdout) as { ok: boolean; mismatches: { field: string }[] };
    expect(report.ok).toBe(false);
    expect(report.mismatches.map((m) => m.field)).toContain('metadata.hash');
    expect(io.stderr).toMatch(/MISMATCHES: \d+/);
    expect(io.stderr).toMatch(/wallet-\S+ revision 0 \(position \d+\) metadata\.hash: expected "[0-9a-f]{64}"/);
  });

  it("statement lists a player's money movements with running balances that end at the verified balance", async () => {
    const user = await liveUser(base.dir);
    const { io, output } = captured();
    const code = await runAuditCommand(
      { name: 'statement', dataDir: base.dir, username: user.username, csv: true },
      output,
    );
    expect(code).toBe(EXIT.ok);
    const [header, ...rows] = io.stdout.trim().split('\n');
    expect(header).toBe('time,revision,kind,bet or round,amount,cash,free play,hash,what');
    expect(rows[0]).toMatch(/,StartingBalanceCredited,,1000\.00,1000\.00,0\.00,[0-9a-f]{64},$/);
    const lastCash = rows[rows.length - 1]!.split(',')[5];
    expect(lastCash).toBe((user.cashCents / 100).toFixed(2));

    const table = captured();
    await runAuditCommand({ name: 'statement', dataDir: base.dir, username: user.username, csv: false }, table.output);
    expect(table.io.stdout).toMatch(
      new RegExp(`^${user.username} \\(${user.id}\\): ${rows.length} movements, hash chain verified`),
    );
    expect(table.io.stdout).toMatch(/\$1,000\.00/);

    const later = captured();
    await runAuditCommand(
      { name: 'statement', dataDir: base.dir, username: user.username, csv: true, from: '2099-01-01' },
      later.output,
    );
    expect(later.io.stdout.trim().split('\n')).toHaveLength(1);
  });

  it('verify runs beside a running stack: the read models are compared at their checkpoint and the log after it is still checked', async () => {
    const running = await copy();
    const eventStore = openSqliteEventStore({ path: join(running.dir, 'events.sqlite') });
    try {
      const { userId } = await liveUser(running.dir);
      const metadata = {
        at: new Date().toISOString(),
        actor: 'admin',
        correlationId: 'c',
        causationId: 'c',
        schema: 1,
      };
      const command = { type: 'AddFreePlay' as const, userId, amountCents: 700, actor: 'admin' };
      await runWalletCommand(eventStore, { command, metadata });

      const { io, output } = captured();
      expect(await runAuditCommand({ name: 'verify', dataDir: running.dir, json: '-', workers: 1 }, output)).toBe(
        EXIT.ok,
      );
      const report = JSON.parse(io.stdout) as { logPosition: number; readModelsPosition: number };
      expect(report.readModelsPosition).toBeLessThan(report.logPosition);
    } finally {
      await eventStore.close();
    }
  });

  it('statement of an unknown player says so', async () => {
    const { output } = captured();
    await expect(
      runAuditCommand({ name: 'statement', dataDir: base.dir, username: 'nobody-here', csv: false }, output),
    ).rejects.toThrow('No player named "nobody-here" in the log');
  });

  it('rebuild refuses while the data directory is open elsewhere, and changes nothing', async () => {
    const target = await copy();
    const running = openSqliteEventStore({ path: join(target.dir, 'events.sqlite') });
    try {
      const { io, output } = captured();
      expect(await runAuditCommand({ name: 'rebuild', dataDir: target.dir }, output)).toBe(EXIT.inUse);
      expect(io.stderr).toMatch(/data directory is in use .*stop the stack/);
      expect(io.stdout).toBe('');
    } finally {
      await running.close();
    }
  });

  it('rebuild proves the read models equal a replay of the log; after an edit it differs, and the rebuild repaired it', async () => {
    const target = await copy();
    const same = captured();
    expect(await runAuditCommand({ name: 'rebuild', dataDir: target.dir }, same.output)).toBe(EXIT.ok);
    expect(same.io.stdout).toMatch(/^users\s+users\s+\d+\s+\d+\s+[0-9a-f]{16}\s+[0-9a-f]{16}\s+same$/m);
    expect(same.io.stdout).toMatch(/REBUILT: every read model is the same as before/);

    target.onReadModels((db) => db.prepare(`UPDATE rs_users SET doc = json_set(doc, '$.cashCents', 1)`).run());
    const edited = captured();
    expect(await runAuditCommand({ name: 'rebuild', dataDir: target.dir }, edited.output)).toBe(EXIT.mismatch);
    expect(edited.io.stdout).toMatch(/^users\s+users.*DIFFERENT$/m);
    expect((await target.verify()).ok).toBe(true);
  });
});
