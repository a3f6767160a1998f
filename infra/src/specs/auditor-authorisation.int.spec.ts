import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDITOR_COMMANDS } from '@sb/command-api';
import { ADMIN_REQUIRED, AUDITORS_READ_ONLY, runWalletCommand } from '@sb/platform';
import { AUDITOR_HOLDS_NO_MONEY, AUDITOR_WITHOUT_BALANCE, ROLE_CONFLICT } from '@sb/contracts';
import { walletStreamId } from '@sb/domain';
import { routesOf } from '../testing/koa-routes.js';
import { startTestStack, type Client, type TestStack } from '../testing/test-stack.js';
import { approvedPlayer, signInAdmin } from '../testing/accounts-fixtures.js';

const AUDITOR = { username: 'Audra', password: 'audra-password-1' };

let stack: TestStack;
let admin: Client;
let auditor: Client;
let adminId: string;
let playerId: string;

/** A route's path with every `:param` filled, e.g. /api/admin/delete-user/some-id. */
const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, 'some-id');

beforeAll(async () => {
  stack = await startTestStack();
  admin = await signInAdmin(stack);
  adminId = (await admin.get('/api/user')).body.id;
  ({ userId: playerId } = await approvedPlayer(stack, admin, 'Perry'));
  const created = await admin.post('/api/admin/create-user', { ...AUDITOR, role: 'auditor' });
  expect(created.status).toBe(201);
  auditor = stack.client();
  expect((await auditor.login(AUDITOR.username, AUDITOR.password)).status).toBe(200);
});
afterAll(() => stack.stop());

describe('an auditor', () => {
  it('is an auditor by GET /api/user and by the login answer, not an admin, and holds no money', async () => {
    const me = await auditor.get('/api/user');
    expect(me.body).toMatchObject({ username: 'Audra', role: 'auditor', isAdmin: 'false', balance: 0 });
    const again = await stack.client().login(AUDITOR.username, AUDITOR.password);
    expect(again.body.user).toMatchObject({ role: 'auditor', isAdmin: 'false' });
    expect((await admin.get('/api/user')).body).toMatchObject({ role: 'admin', isAdmin: 'true' });
  });

  it('has no wallet, and an admin cannot give them cash or free play (422, nothing appended)', async () => {
    const auditorId = (await auditor.get('/api/user')).body.id as string;
    expect(await stack.ports.eventStore.readStream(walletStreamId(auditorId))).toEqual([]);
    const before = await stack.ports.eventStore.headPosition();
    const cash = await admin.post(`/api/admin/users/${auditorId}/balance`, { amount: 5, balanceType: 'cash' });
    const freePlay = await admin.post(`/api/admin/add-freeplay/${auditorId}`, { amount: 5 });
    expect([cash.status, cash.body.error]).toEqual([422, AUDITOR_HOLDS_NO_MONEY]);
    expect([freePlay.status, freePlay.body.error]).toEqual([422, AUDITOR_HOLDS_NO_MONEY]);
    expect(await stack.ports.eventStore.headPosition()).toBe(before);
    expect((await auditor.get('/api/user')).body).toMatchObject({ balance: 0, freePlayBalance: 0 });
  });

  it('is refused every command route but signing in and out, and the log does not move', async () => {
    const commands = routesOf(stack.apps.command).filter(({ path }) => !AUDITOR_COMMANDS.includes(path));
    expect(commands.length).toBeGreaterThan(15);
    const before = await stack.ports.eventStore.headPosition();
    for (const { method, path } of commands) {
      const answer = await auditor.send(method, concrete(path), method === 'DELETE' ? undefined : {});
      expect([method, path, answer.status, answer.body.error]).toEqual([method, path, 403, AUDITORS_READ_ONLY]);
    }
    expect(await stack.ports.eventStore.headPosition()).toBe(before);
  });

  it('is refused the admin queries', async () => {
    const adminQueries = routesOf(stack.apps.query).filter(({ path }) => /^\/api\/(admin|cleanup)\//.test(path));
    expect(adminQueries.length).toBeGreaterThan(3);
    for (const { method, path } of adminQueries) {
      const answer = await auditor.send(method, concrete(path));
      expect([path, answer.status, answer.body.error]).toEqual([path, 403, ADMIN_REQUIRED]);
    }
  });

  it('signs out everywhere, and signs in again', async () => {
    const other = stack.client();
    await other.login(AUDITOR.username, AUDITOR.password);
    expect((await other.post('/api/logout-all')).status).toBe(200);
    expect((await other.get('/api/user')).status).toBe(401);
    auditor = stack.client();
    expect((await auditor.login(AUDITOR.username, AUDITOR.password)).status).toBe(200);
    expect((await auditor.post('/api/logout')).status).toBe(200);
    expect((await auditor.get('/api/user')).status).toBe(401);
    expect((await auditor.login(AUDITOR.username, AUDITOR.password)).status).toBe(200);
  });
});

describe('creating users with a role', () => {
  it("takes `role` or the spec's isAdmin, and refuses the two disagreeing", async () => {
    const deputy = await admin.post('/api/admin/create-user', {
      username: 'Dep',
      password: 'dep-password-1',
      role: 'admin',
    });
    expect(deputy.status).toBe(201);
    const signedIn = stack.client();
    expect((await signedIn.login('Dep', 'dep-password-1')).body.user).toMatchObject({ role: 'admin', isAdmin: 'true' });
    const conflict = await admin.post('/api/admin/create-user', {
      username: 'Odd',
      password: 'odd-password-1',
      isAdmin: true,
      role: 'auditor',
    });
    expect([conflict.status, conflict.body.error]).toEqual([400, ROLE_CONFLICT]);
    const unknown = await admin.post('/api/admin/create-user', {
      username: 'Odd',
      password: 'odd-password-1',
      role: 'god',
    });
    expect([unknown.status, unknown.body.error]).toEqual([400, "role must be 'player', 'admin' or 'auditor'"]);
    const funded = await admin.post('/api/admin/create-user', {
      username: 'Odd',
      password: 'odd-password-1',
      role: 'auditor',
      balance: 10,
    });
    expect([funded.status, funded.body.error]).toEqual([400, AUDITOR_WITHOUT_BALANCE]);
  });
});

describe('deleting an auditor', () => {
  const createAuditor = async (username: string, password: string) => {
    const created = await admin.post('/api/admin/create-user', { username, password, role: 'auditor' });
    expect(created.status).toBe(201);
    return created.body.user.id as string;
  };

  it('ends their account, listing and sessions without opening a wallet to close', async () => {
    const id = await createAuditor('Brief', 'brief-password-1');
    const signedIn = stack.client();
    expect((await signedIn.login('Brief', 'brief-password-1')).status).toBe(200);
    expect((await admin.delete(`/api/admin/delete-user/${id}`)).status).toBe(200);
    expect(await stack.ports.eventStore.readStream(walletStreamId(id))).toEqual([]);
    expect((await stack.ports.eventStore.readStream(`user-${id}`)).map((event) => event.type)).toEqual([
      'UserRegistered',
      'UserDeleted',
    ]);
    const listed = (await admin.get('/api/admin/users')).body as { id: string }[];
    expect(listed.map((user) => user.id)).not.toContain(id);
    expect((await signedIn.get('/api/user')).status).toBe(401);
    expect((await stack.client().login('Brief', 'brief-password-1')).status).toBe(401);
  });

  it('closes the $0.00 wallet an auditor created before auditors held no money had opened', async () => {
    const id = await createAuditor('Elder', 'elder-password-1');
    // What create-user appended for an auditor until auditors held no money.
    await runWalletCommand(stack.ports.eventStore, {
      command: { type: 'CreditStartingBalance', userId: id, amountCents: 0 },
      metadata: {
        at: new Date(0).toISOString(),
        actor: adminId,
        correlationId: 'legacy',
        causationId: 'legacy',
        schema: 1,
      },
    });
    expect((await admin.delete(`/api/admin/delete-user/${id}`)).status).toBe(200);
    const wallet = await stack.ports.eventStore.readStream(walletStreamId(id));
    expect(wallet.map((event) => event.type)).toEqual(['StartingBalanceCredited', 'WalletClosed']);
  });
});

describe('admin commands in the log', () => {
  it("name the acting admin in metadata.request of the events they append; a player's own commands do not", async () => {
    const adjusted = await admin.post(`/api/admin/users/${playerId}/balance`, { amount: 5, balanceType: 'cash' });
    expect(adjusted.status).toBe(200);
    const wallet = await stack.ports.eventStore.readStream(walletStreamId(playerId));
    const last = wallet[wallet.length - 1]!;
    expect(last.type).toBe('BalanceAdjusted');
    expect(last.metadata.request).toEqual({ adminId });
    const credited = wallet.find((event) => event.type === 'StartingBalanceCredited')!;
    expect(credited.metadata.request).toEqual({ adminId });
    const registered = await stack.ports.eventStore.readStream(`user-${playerId}`);
    expect(registered[0]!.metadata.request).toBeUndefined();
    expect(registered[1]).toMatchObject({ type: 'UserApproved', metadata: { request: { adminId } } });
  });
});
