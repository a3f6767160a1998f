import { ZAdminChangeResponse, ZLoginResponse, ZSuccess, ZUser } from '@sb/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../testing/test-stack.js';
import { signInAdmin } from '../testing/accounts-fixtures.js';
import { answerAs } from '../testing/contract-answer.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack.stop());

describe('sign-up, approval and sessions', () => {
  it('takes a player from registration through approval to a session and back out', async () => {
    const player = stack.client();
    const registered = await player.post('/api/register', { username: 'Carol', password: 'secret-1' });
    expect(registered.status).toBe(201);
    expect(registered.body.message).toBe('Account created successfully! Awaiting admin approval.');

    const pending = await player.login('carol', 'secret-1');
    expect(pending.status).toBe(403);
    expect(pending.body.error).toBe('Your account is awaiting admin approval');
    expect(pending.headers.get('content-type')).toContain('application/problem+json');

    const admin = await signInAdmin(stack);
    const pendingList = await admin.get('/api/admin/pending-users');
    answerAs(ZUser.array(), pendingList);
    expect(pendingList.body.map((u: { username: string }) => u.username)).toContain('Carol');
    const approved = await admin.post(`/api/admin/approve-user/${registered.body.userId}`);
    expect(approved.status).toBe(200);
    answerAs(ZAdminChangeResponse, approved);
    expect((await admin.get('/api/admin/pending-users')).body).toEqual([]);

    const login = await player.login('Carol', 'secret-1');
    expect(login.status).toBe(200);
    answerAs(ZLoginResponse, login);
    expect(login.body.user).toMatchObject({
      username: 'Carol',
      balance: 1000,
      freePlayBalance: 0,
      isAdmin: 'false',
      status: 'approved',
    });
    const cookie = login.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);

    const me = await player.get('/api/user');
    expect(me.status).toBe(200);
    answerAs(ZUser, me);
    expect(Object.keys(me.body).sort()).toEqual([
      'balance',
      'createdAt',
      'freePlayBalance',
      'id',
      'isAdmin',
      'role',
      'status',
      'username',
    ]);
    expect(me.body).toMatchObject({
      id: registered.body.userId,
      username: 'Carol',
      balance: 1000,
      isAdmin: 'false',
      role: 'player',
    });

    expect(answerAs(ZSuccess, await player.post('/api/logout'))).toEqual({ success: true });
    const after = await player.get('/api/user');
    expect(after.status).toBe(401);
    expect(after.body.error).toBe('Not authenticated');
  });

  it('refuses a wrong password, a rejected account and a duplicate name in any case', async () => {
    const admin = await signInAdmin(stack);
    const dave = stack.client();
    const { body } = await dave.post('/api/register', { username: 'Dave', password: 'pw-dave-1' });
    expect((await dave.post('/api/register', { username: 'DAVE', password: 'dave-password' })).body.error).toBe(
      'Username already exists',
    );
    expect((await admin.post(`/api/admin/reject-user/${body.userId}`)).status).toBe(200);
    const rejected = await dave.login('Dave', 'pw-dave-1');
    expect([rejected.status, rejected.body.error]).toEqual([403, 'Your account registration was rejected']);
    const wrong = await dave.login('Dave', 'nope');
    expect([wrong.status, wrong.body.error]).toEqual([401, 'Invalid username or password']);
    expect((await dave.login('nobody', 'nope')).status).toBe(401);
  });

  it('keeps the admin created at start an admin', async () => {
    const admin = await signInAdmin(stack);
    expect((await admin.get('/api/user')).body).toMatchObject({
      username: 'admin',
      isAdmin: 'true',
      status: 'approved',
    });
  });
});
