import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReadStore } from '../read-store/read-store.js';
import { openSqliteReadStore } from '../read-store/sqlite/open-sqlite-read-store.js';
import { createSessionStore, SESSIONS, type SessionDocument } from './session-store.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe.each([
  ['read from the store', false],
  ['kept in memory by its sole writer', true],
])('session store, %s', (_mode, soleWriter) => {
  let readStore: ReadStore;
  let now: number;
  const open = () =>
    createSessionStore(
      { readStore, secret: 's'.repeat(32), policy: { absoluteMs: 12 * HOUR, idleMs: 2 * HOUR }, soleWriter },
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
  it('refuses a session whose end ran while it was being read, and a user read then is not kept', async () => {
    const sessions = open();
    const id = await sessions.start('u1');
    let reads = 0;
    const lookup = async (userId: string) => {
      reads += 1;
      return { id: userId, username: 'u1', isAdmin: false, role: 'player' as const, status: 'approved' };
    };
    const [user] = await Promise.all([sessions.resolveUser(id, lookup), sessions.endAllOf('u1')]);
    expect(user === null || user.id === 'u1').toBe(true);
    expect(await sessions.resolveUser(id, lookup)).toBeNull();
    expect(await sessions.resolve(id)).toBeNull();
    expect(reads).toBeLessThanOrEqual(1);
  });

  it('answers the first second of a session with the user the sign-in read, when sessions are kept in memory', async () => {
    const sessions = open();
    const signedIn = { id: 'u1', username: 'u1', isAdmin: false, role: 'player' as const, status: 'approved' };
    const id = await sessions.start('u1', signedIn);
    // The read model behind the lookup has not applied the approval yet.
    let reads = 0;
    const lookup = async (userId: string) => {
      reads += 1;
      return { ...signedIn, id: userId, status: 'pending' };
    };
    expect((await sessions.resolveUser(id, lookup))?.status).toBe(soleWriter ? 'approved' : 'pending');
    expect(sessions.knownUser(id)?.status).toBe(soleWriter ? 'approved' : undefined);
    now += 1_000;
    expect((await sessions.resolveUser(id, lookup))?.status).toBe('pending');
    expect(reads).toBe(soleWriter ? 1 : 2);
    // A user that is not the session's is never remembered for it.
    const other = await sessions.start('u2', signedIn);
    expect((await sessions.resolveUser(other, lookup))?.status).toBe('pending');
  });

  it('reads the user behind a session again after a second, not on every request', async () => {
    const sessions = open();
    const id = await sessions.start('u1');
    let status = 'approved';
    let reads = 0;
    const lookup = async (userId: string) => {
      reads += 1;
      return { id: userId, username: 'u1', isAdmin: false, role: 'player' as const, status };
    };
    expect((await sessions.resolveUser(id, lookup))?.status).toBe('approved');
    status = 'rejected';
    expect((await sessions.resolveUser(id, lookup))?.status).toBe(soleWriter ? 'approved' : 'rejected');
    now += 1_000;
    expect((await sessions.resolveUser(id, lookup))?.status).toBe('rejected');
    expect(reads).toBe(soleWriter ? 2 : 3);
    expect(sessions.knownUser(id)?.status).toBe(soleWriter ? 'rejected' : undefined);
    await sessions.end(id);
    expect(sessions.knownUser(id)).toBeUndefined();
    expect(await sessions.resolveUser(id, lookup)).toBeNull();
  });
});
