import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { openAuditPorts } from './audit-ports.js';
import { rebuildAndCompare } from './rebuild-check.js';
import { playWorld, tempDataDir } from './testing/audit-data-dir.js';
import { anyWorldStep, type WorldStep } from './testing/world-steps.js';
import { verify } from './verify.js';

const COMMANDS = Number(process.env.AUDIT_PROPERTY_COMMANDS ?? 10_000);

const opening: WorldStep[] = [
  { kind: 'listGame' },
  { kind: 'register', approved: true },
  { kind: 'register', approved: false },
];

describe('audit over random commands', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it(`after ${COMMANDS.toLocaleString('en-US')} random commands verify passes and rebuild yields identical checksums`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(anyWorldStep, { minLength: COMMANDS, maxLength: COMMANDS }), async (steps) => {
        const { dir, remove } = await tempDataDir();
        cleanups.push(remove);
        const world = await playWorld(dir, [...opening, ...steps]);

        const readOnly = await openAuditPorts({ dataDir: dir, env: {} });
        const report = await verify(readOnly);
        await readOnly.close();
        expect(report.mismatches).toEqual([]);
        expect(report.ok).toBe(true);
        expect(report.counts.bets).toBeGreaterThan(0);
        expect(report.counts.rounds).toBeGreaterThan(0);
        expect(world.stats.commands).toBeGreaterThanOrEqual(COMMANDS);

        const writable = await openAuditPorts({ dataDir: dir, env: {}, writableReadModels: true });
        const rebuilt = await rebuildAndCompare(writable);
        await writable.close();
        expect(rebuilt.rows.filter((row) => !row.same)).toEqual([]);
        expect(rebuilt.same).toBe(true);
        console.info(JSON.stringify({ world: world.stats, counts: report.counts, seconds: report.seconds }));
      }),
      { numRuns: 1, endOnFailure: true },
    );
  }, 600_000);
});
