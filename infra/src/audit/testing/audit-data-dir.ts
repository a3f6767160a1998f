import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteEventStore, openSqliteReadStore } from '@sb/platform';
import fc from 'fast-check';
import { createAuditWorld } from './audit-world.js';
import { anyWorldStep, type WorldStep } from './world-steps.js';

/** A temporary data directory laid out as the embedded stack's (events.sqlite, read-models.sqlite). */
export async function tempDataDir() {
  const dir = await mkdtemp(join(tmpdir(), 'audit-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Drives `steps` through a world on the SQLite files of `dir`, read models projected live, then closes them. */
export async function playWorld(dir: string, steps: readonly WorldStep[]) {
  const eventStore = openSqliteEventStore({ path: join(dir, 'events.sqlite') });
  const readStore = openSqliteReadStore({ path: join(dir, 'read-models.sqlite') });
  const world = createAuditWorld({ eventStore, readStore });
  await world.start();
  try {
    for (const step of steps) await world.run(step);
  } finally {
    await world.stop();
    await readStore.close();
    await eventStore.close();
  }
  return world;
}

/** A fixed world (seeded) with some of everything: registrations, bets, settlements, admin outcomes, rounds. */
export const sampleSteps = (count: number, seed = 14): WorldStep[] => {
  const opening: WorldStep[] = [
    { kind: 'listGame' },
    { kind: 'listGame' },
    { kind: 'register', approved: true },
    { kind: 'register', approved: true },
    { kind: 'register', approved: true },
  ];
  return [...opening, ...fc.sample(anyWorldStep, { numRuns: count, seed })];
};
