import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAuditPorts } from './audit-ports.js';
import { partitionOf } from './partition.js';
import { playWorld, sampleSteps, tempDataDir } from './testing/audit-data-dir.js';
import { copyOf, walletWithEvents } from './testing/tamper.js';
import { verify } from './verify.js';
import { verifyInWorkers } from './verify-in-workers.js';

/** Worker threads run compiled JavaScript: the spec uses infra's build (turbo builds it before the tests). */
const workerScript = new URL('../../dist/audit/verify-worker.js', import.meta.url);

describe.skipIf(!existsSync(workerScript))('audit verify in worker threads', () => {
  let base: Awaited<ReturnType<typeof tempDataDir>>;
  beforeAll(async () => {
    base = await tempDataDir();
    await playWorld(base.dir, sampleSteps(500, 21));
  }, 60_000);
  afterAll(() => base.remove());

  it('splits players over workers by user id', () => {
    const ids = Array.from({ length: 1000 }, (_, n) => `user-${n}`);
    const shares = [0, 1, 2].map((index) => ids.filter((id) => partitionOf(id, 3) === index).length);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(1000);
    for (const share of shares) expect(share).toBeGreaterThan(250);
  });

  it('adds up to the same counts as one thread, and passes', async () => {
    const ports = await openAuditPorts({ dataDir: base.dir, env: {} });
    const alone = await verify(ports);
    await ports.close();
    const shared = await verifyInWorkers({ dataDir: base.dir, env: {}, workers: 3, workerScript });
    expect(shared.ok).toBe(true);
    expect(shared.workers).toBe(3);
    expect(shared.counts).toEqual(alone.counts);
    expect(shared.readModels).toEqual(alone.readModels);
    expect(shared.adminDecisions.length).toBe(alone.adminDecisions.length);
  });

  it('finds an edited event from whichever worker owns its player', async () => {
    const copy = await copyOf(base.dir);
    try {
      const target = copy.onLog((db) => {
        const event = walletWithEvents(db, 3)[1]!;
        db.prepare(`UPDATE events SET data = json_set(data, '$.edited', 1) WHERE position = ?`).run(event.position);
        return event;
      });
      const report = await verifyInWorkers({ dataDir: copy.dir, env: {}, workers: 2, workerScript });
      expect(report.ok).toBe(false);
      expect(report.mismatches[0]).toMatchObject({
        stream: target.stream_id,
        revision: target.revision,
        field: 'metadata.hash',
      });
    } finally {
      await copy.remove();
    }
  });

  it("finds an edited read-model document from whichever worker owns its player, and no other worker's", async () => {
    const copy = await copyOf(base.dir);
    try {
      const bet = copy.onReadModels((db) => {
        const row = db.prepare<[], { id: string; doc: string }>('SELECT id, doc FROM rs_bets LIMIT 1').get()!;
        const doc = JSON.parse(row.doc) as { stakeCents: number };
        db.prepare('UPDATE rs_bets SET doc = ? WHERE id = ?').run(
          JSON.stringify({ ...doc, stakeCents: doc.stakeCents + 1 }),
          row.id,
        );
        return { id: row.id, stakeCents: doc.stakeCents };
      });
      const report = await verifyInWorkers({ dataDir: copy.dir, env: {}, workers: 2, workerScript });
      expect(report.mismatches).toEqual([
        expect.objectContaining({
          field: `bets[${bet.id}].stakeCents`,
          expected: bet.stakeCents,
          found: bet.stakeCents + 1,
        }),
      ]);
    } finally {
      await copy.remove();
    }
  });
});
