import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type Client, type TestStack } from '../testing/test-stack.js';
import { approvedPlayer, signInAdmin } from '../testing/accounts-fixtures.js';

const ADMIN_ROUTES: [method: 'GET' | 'POST' | 'DELETE', path: string][] = [
  ['GET', '/api/admin/users'],
  ['GET', '/api/admin/pending-users'],
  ['POST', '/api/admin/approve-user/some-id'],
  ['POST', '/api/admin/reject-user/some-id'],
  ['POST', '/api/admin/create-user'],
  ['POST', '/api/admin/add-freeplay/some-id'],
  ['POST', '/api/admin/users/some-id/balance'],
  ['DELETE', '/api/admin/delete-user/some-id'],
];

let stack: TestStack;
let player: Client;
beforeAll(async () => {
  stack = await startTestStack();
  ({ player } = await approvedPlayer(stack, await signInAdmin(stack), 'Erin'));
});
afterAll(() => stack.stop());

describe('admin routes', () => {
  it.each(ADMIN_ROUTES)('%s %s answers 401 without a session and 403 for a player', async (method, path) => {
    const body = method === 'POST' ? {} : undefined;
    const anonymous = await stack.client().send(method, path, body);
    expect([anonymous.status, anonymous.body.error]).toEqual([401, 'Not authenticated']);
    const forbidden = await player.send(method, path, body);
    expect([forbidden.status, forbidden.body.error]).toEqual([403, 'Admin access required']);
  });

  it('takes admin rights away at once when an admin is deleted', async () => {
    const admin = await signInAdmin(stack);
    const created = await admin.post('/api/admin/create-user', {
      username: 'Deputy',
      password: 'deputy-password',
      isAdmin: true,
    });
    const deputy = stack.client();
    await deputy.login('Deputy', 'deputy-password');
    expect((await deputy.get('/api/admin/users')).status).toBe(200);
    await admin.delete(`/api/admin/delete-user/${created.body.user.id}`);
    expect((await deputy.get('/api/admin/users', { 'x-min-position': '0' })).status).toBe(401);
  });
});

describe('cross-site protection', () => {
  it('refuses a POST from another origin and a non-JSON body', async () => {
    const crossSite = await stack
      .client()
      .post('/api/register', { username: 'x', password: 'y' }, { origin: 'https://evil.example' });
    expect([crossSite.status, crossSite.body.error]).toEqual([403, 'Cross-site request refused']);
    const form = await stack.client().send('POST', '/api/register', 'username=x&password=y', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
  });
});
