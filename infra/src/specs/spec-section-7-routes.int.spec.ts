import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../testing/accounts-fixtures.js';
import { startTestStack, type Client, type TestStack } from '../testing/test-stack.js';

/**
 * The README says every path and method of spec section 7 is served: each is asked here, as an admin (who may
 * call them all), with ids that name nothing. A path nobody registered answers the router's own 404 'Not found'
 * (or 405); a served one answers anything else, a 404 of the domain ('User not found') included.
 */
const SECTION_7: readonly [method: 'GET' | 'POST' | 'DELETE', path: string][] = [
  ['POST', '/api/register'],
  ['POST', '/api/login'],
  ['POST', '/api/logout'],
  ['GET', '/api/user'],
  ['GET', '/api/user/stats'],
  ['GET', '/api/events'],
  ['GET', '/api/events/live-status'],
  ['GET', '/api/events/nothing/details'],
  ['GET', '/api/markets'],
  ['POST', '/api/bets'],
  ['GET', '/api/bets/nobody'],
  ['GET', '/api/player-props'],
  ['GET', '/api/baseball-leagues'],
  ['GET', '/api/nba/games'],
  ['GET', '/api/nba/odds'],
  ['POST', '/api/casino/roulette/spin'],
  ['POST', '/api/casino/update-balance'],
  ['GET', '/api/admin/users/bets'],
  ['GET', '/api/admin/users/nobody/bets'],
  ['POST', '/api/admin/bets/nothing/settle'],
  ['POST', '/api/admin/users/nobody/balance'],
  ['GET', '/api/admin/pending-users'],
  ['GET', '/api/admin/users'],
  ['POST', '/api/admin/approve-user/nobody'],
  ['POST', '/api/admin/reject-user/nobody'],
  ['POST', '/api/admin/create-user'],
  ['POST', '/api/admin/add-freeplay/nobody'],
  ['DELETE', '/api/admin/delete-user/nobody'],
  ['POST', '/api/admin/refresh-game-props'],
  ['POST', '/api/admin/refresh-player-props'],
  ['GET', '/api/cleanup/stats'],
  ['POST', '/api/cleanup/run'],
  ['POST', '/api/settlement/all'],
];

let stack: TestStack;
let admin: Client;

beforeAll(async () => {
  stack = await startTestStack();
  admin = await signInAdmin(stack);
});
afterAll(() => stack?.stop());

describe('spec section 7', () => {
  it.each(SECTION_7)('%s %s is served', async (method, path) => {
    // Logout last would sign the admin out: a fresh client signs in for it.
    const client = path === '/api/logout' ? await signInAdmin(stack) : admin;
    const answer =
      method === 'GET'
        ? await client.get(path)
        : method === 'DELETE'
          ? await client.delete(path)
          : await client.post(path, {});
    expect(answer.status).not.toBe(405);
    expect(answer.status === 404 && answer.body?.error === 'Not found').toBe(false);
  });

  it('tells an unregistered path by the router 404 this spec looks for', async () => {
    const answer = await admin.get('/api/no-such-path');
    expect(answer.status).toBe(404);
    expect(answer.body.error).toBe('Not found');
  });
});
