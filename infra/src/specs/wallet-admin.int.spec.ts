import { ZBalanceAdjustment, ZUser } from '@sb/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyChain } from '@sb/platform';
import { startTestStack, type Client, type TestStack } from '../testing/test-stack.js';
import { approvedPlayer, signInAdmin } from '../testing/accounts-fixtures.js';
import { answerAs } from '../testing/contract-answer.js';

let stack: TestStack;
let admin: Client;
beforeAll(async () => {
  stack = await startTestStack();
  admin = await signInAdmin(stack);
});
afterAll(() => stack.stop());

describe('admin balance changes', () => {
  it('shows the new balance immediately when the client sends X-Min-Position', async () => {
    const { player, userId } = await approvedPlayer(stack, admin, 'Gina');
    const adjusted = await admin.post(`/api/admin/users/${userId}/balance`, { amount: -250.5, balanceType: 'cash' });
    expect(adjusted.status).toBe(200);
    answerAs(ZBalanceAdjustment, adjusted);
    const position = adjusted.headers.get('x-log-position');
    expect(Number(position)).toBeGreaterThan(0);
    const seen = await player.get('/api/user', { 'x-min-position': position ?? '' });
    answerAs(ZUser, seen);
    expect(seen.body.balance).toBe(749.5);

    const freePlay = await admin.post(`/api/admin/add-freeplay/${userId}`, { amount: '25.10' });
    const me = await player.get('/api/user', { 'x-min-position': freePlay.headers.get('x-log-position') ?? '' });
    expect(me.body).toMatchObject({ balance: 749.5, freePlayBalance: 25.1 });

    const down = await admin.post(`/api/admin/users/${userId}/balance`, { amount: -25.1, balanceType: 'freePlay' });
    expect(down.status).toBe(200);
    expect(
      (await player.get('/api/user', { 'x-min-position': down.headers.get('x-log-position') ?? '' })).body
        .freePlayBalance,
    ).toBe(0);
  });

  it('keeps a valid hash chain on the wallet stream from its first event', async () => {
    const { userId } = await approvedPlayer(stack, admin, 'Hank');
    await admin.post(`/api/admin/users/${userId}/balance`, { amount: 10, balanceType: 'cash' });
    await admin.post(`/api/admin/add-freeplay/${userId}`, { amount: 5 });
    const wallet = await stack.ports.eventStore.readStream(`wallet-${userId}`);
    expect(wallet.map((e) => e.type)).toEqual(['StartingBalanceCredited', 'BalanceAdjusted', 'FreePlayAdded']);
    expect(verifyChain(wallet).valid).toBe(true);
  });

  it('creates users with a starting balance (1000 by default) and the admin flag', async () => {
    const created = await admin.post('/api/admin/create-user', {
      username: 'Ivy',
      password: 'jill-password',
      balance: 12.34,
      isAdmin: 'true',
    });
    expect(created.status).toBe(201);
    const plain = await admin.post('/api/admin/create-user', { username: 'Jack', password: 'jack-password' });
    const users = (await admin.get('/api/admin/users')).body as {
      id: string;
      username: string;
      balance: number;
      isAdmin: string;
    }[];
    expect(users.find((u) => u.username === 'Ivy')).toMatchObject({ balance: 12.34, isAdmin: 'true' });
    expect(users.find((u) => u.id === plain.body.user.id)).toMatchObject({
      balance: 1000,
      isAdmin: 'false',
      status: 'approved',
      totalBets: 0,
      pendingBets: 0,
      wonBets: 0,
      lostBets: 0,
      totalWagered: 0,
      totalWon: 0,
    });
  });
});
