import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReadStore } from '../read-store/read-store.js';
import { openSqliteReadStore } from '../read-store/sqlite/open-sqlite-read-store.js';
import { createSessionStore, SESSIONS, type SessionDocument } from './session-store.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('session store', () => {
  let readStore: ReadStore;
  let now: number;
  const open = () =>
    createSessionStore(
      { readStore, secret: 's'.repeat(32), policy: { absoluteMs: 12 * HOUR, idleMs: 2 * HOUR } },
      () => now,
    );
  const stored = () => readStore.collection<SessionDocument>(SESSIONS).find({});

  beforeEach(() => {
    readStore = openSqliteReadStore({ path: ':memory:' });
    now = Date.UTC(2026, 10, 22, 8);
  });
  afterEach(() => readStore.close());

  it('resolves a started session and keeps only its keyed hash', async () => {
    const sessions = open();
    const id = await sessions.start('u1');
    expect(await sessions.resolve(id)).toEqual({ userId: 'u1' });
    expect(await sessions.resolve(`${id}x`)).toBeNull();
    expect(JSON.stringify(await stored())).not.toContain(id);
  });

  it('ends after the idle time without use, and use keeps it going', async () => {
    const sessions = open();
    const idle = await sessions.start('u1');
    const used = await sessions.start('u1');
    for (let hour = 1; hour <= 3; hour += 1) {
      now += HOUR;
      expect(await sessions.resolve(used)).toEqual({ userId: 'u1' });
    }
    expect(await sessions.resolve(idle)).toBeNull();
  });

  it('writes a use down at most once a minute', async () => {
    const sessions = open();
    const id = await sessions.start('u1');
    const [started] = await stored();
    now += 30_000;
    await sessions.resolve(id);
    expect((await stored())[0]?._position).toBe(started?._position);
    now += 30_000;
    await sessions.resolve(id);
    expect((await stored())[0]?.lastSeenAt).toBe(now);
  });

  it('ends at the absolute lifetime however busy', async () => {
    const sessions = open();
    const id = await sessions.start('u1');
    for (let minutes = 0; minutes < 12 * 60 - 30; minutes += 30) {
      now += 30 * MINUTE;
      expect(await sessions.resolve(id)).not.toBeNull();
    }
    now += 30 * MINUTE;
    expect(await sessions.resolve(id)).toBeNull();
  });

  it('ends one session at logout and all of a user at once, for good', async () => {
    const sessions = open();
    const [a, b, other] = [await sessions.start('u1'), await sessions.start('u1'), await sessions.start('u2')];
    await sessions.end(a);
    expect(await sessions.resolve(a)).toBeNull();
    expect(await sessions.resolve(b)).not.toBeNull();
    expect(await sessions.endAllOf('u1')).toBe(1);
    now += 2 * MINUTE;
    expect(await sessions.resolve(b)).toBeNull();
    expect(await sessions.resolve(other)).toEqual({ userId: 'u2' });
  });
});
