import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_IS_USERNAME, PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT, SESSIONS } from '@sb/platform';
import { startTestStack, type Client, type TestStack } from '../testing/test-stack.js';
import { approvedPlayer, signInAdmin } from '../testing/accounts-fixtures.js';

let stack: TestStack;
let admin: Client;

beforeAll(async () => {
  stack = await startTestStack();
  admin = await signInAdmin(stack);
});
afterAll(() => stack.stop());

/** Signs in on a fresh client and returns it with a copy of its cookie, as a thief would keep it. */
const signIn = async (username: string, password = 'pw-12345') => {
  const client = stack.client();
  const login = await client.login(username, password);
  expect(login.status).toBe(200);
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
  expect(cookie).toMatch(/^sb_session=[A-Za-z0-9_-]{43}$/);
  return { client, cookie };
};
const asCopy = (cookie: string) => ({ cookie });
const userWith = (cookie: string) => stack.client().get('/api/user', asCopy(cookie));
const spinWith = (cookie: string) =>
  stack.client().post('/api/casino/roulette/spin', { bet: 5, betType: 'red' }, asCopy(cookie));

describe('server-side sessions', () => {
  it('refuses a session cookie copied before logout on both APIs after it', async () => {
    await approvedPlayer(stack, admin, 'Copied');
    const { client, cookie } = await signIn('Copied');
    expect((await userWith(cookie)).status).toBe(200);
    expect((await client.post('/api/logout')).status).toBe(200);
    const read = await userWith(cookie);
    expect([read.status, read.body.error]).toEqual([401, 'Not authenticated']);
    expect((await spinWith(cookie)).status).toBe(401);
  });

  it('signs out everywhere: POST /api/logout-all ends every session of the user', async () => {
    await approvedPlayer(stack, admin, 'Traveller');
    const laptop = await signIn('Traveller');
    const phone = await signIn('Traveller');
    const other = await approvedPlayer(stack, admin, 'Bystander');
    const everywhere = await laptop.client.post('/api/logout-all');
    expect([everywhere.status, everywhere.body.sessionsEnded]).toEqual([200, 3]);
    expect((await userWith(phone.cookie)).status).toBe(401);
    expect((await userWith(laptop.cookie)).status).toBe(401);
    expect((await other.player.get('/api/user')).status).toBe(200);
  });

  it('lets an admin end a user’s sessions, and only an admin', async () => {
    const { player, userId } = await approvedPlayer(stack, admin, 'Ended');
    const { cookie } = await signIn('Ended');
    expect((await player.post(`/api/admin/users/${userId}/end-sessions`)).status).toBe(403);
    const ended = await admin.post(`/api/admin/users/${userId}/end-sessions`);
    expect([ended.status, ended.body]).toEqual([200, { success: true, sessionsEnded: 2 }]);
    expect((await userWith(cookie)).status).toBe(401);
    expect((await player.get('/api/user')).status).toBe(401);
    expect((await admin.post('/api/admin/users/nobody/end-sessions')).status).toBe(404);
  });

  it('ends the sessions of a deleted user', async () => {
    const { userId } = await approvedPlayer(stack, admin, 'Deleted');
    await signIn('Deleted');
    expect((await admin.delete(`/api/admin/delete-user/${userId}`)).status).toBe(200);
    const sessions = await stack.ports.readStore.collection(SESSIONS).find({ userId });
    expect(sessions).toHaveLength(2);
    expect(sessions.every((session) => typeof session.endedAt === 'number')).toBe(true);
  });

  it('keeps the log free of session ids: the store holds a keyed hash, the cookie the id', async () => {
    await approvedPlayer(stack, admin, 'Hashed');
    const { cookie } = await signIn('Hashed');
    const id = cookie.split('=')[1] ?? '';
    const stored = await stack.ports.readStore.collection(SESSIONS).find({});
    expect(JSON.stringify(stored)).not.toContain(id);
  });
});

describe('password policy', () => {
  it.each([
    ['short', 'Shorty', 'seven77', PASSWORD_TOO_SHORT],
    ['the username', 'LongName1', 'longname1', PASSWORD_IS_USERNAME],
    ['a common password', 'Commoner', 'Password123', PASSWORD_TOO_COMMON],
  ])('refuses a %s password on register and create-user', async (_case, username, password, message) => {
    const registered = await stack.client().post('/api/register', { username, password });
    expect([registered.status, registered.body.error]).toEqual([400, message]);
    const created = await admin.post('/api/admin/create-user', { username, password });
    expect([created.status, created.body.error]).toEqual([400, message]);
  });
});
