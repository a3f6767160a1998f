import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyHashChain } from '@sb/domain';
import { AUDIT_ACCESS_REQUIRED } from '@sb/platform';
import {
  INVALID_ADMIN_ACTIONS_LIMIT,
  ZAdminActions,
  ZAuditLedger,
  ZAuditPlayers,
  type TAdminActionDto,
} from '@sb/contracts';
import { startTestStack, type Client, type TestStack } from '../testing/test-stack.js';
import { approvedPlayer, signInAdmin } from '../testing/accounts-fixtures.js';
import { answerAs } from '../testing/contract-answer.js';

let stack: TestStack;
let admin: Client;
let auditor: Client;
let player: Client;
let perryId: string;
let adminId: string;

/** Reads as of the log's head: the auditor's client never wrote, so it says which position it wants to see. */
const caughtUp = async () => ({ 'x-min-position': String(await stack.ports.eventStore.headPosition()) });
const auditGet = async (path: string) => auditor.get(path, await caughtUp());

beforeAll(async () => {
  stack = await startTestStack();
  admin = await signInAdmin(stack);
  adminId = (await admin.get('/api/user')).body.id;
  ({ player, userId: perryId } = await approvedPlayer(stack, admin, 'Perry'));
  await approvedPlayer(stack, admin, 'Penny');
  expect((await admin.post(`/api/admin/users/${perryId}/balance`, { amount: -12.5, balanceType: 'cash' })).status).toBe(
    200,
  );
  expect((await admin.post(`/api/admin/add-freeplay/${perryId}`, { amount: 20 })).status).toBe(200);
  await admin.post('/api/admin/create-user', { username: 'Audra', password: 'audra-password-1', role: 'auditor' });
  auditor = stack.client();
  expect((await auditor.login('Audra', 'audra-password-1')).status).toBe(200);
});
afterAll(() => stack.stop());

describe('the Audit page queries', () => {
  it('are for auditors and admins only', async () => {
    for (const path of [
      '/api/audit/players?search=p',
      `/api/audit/players/${perryId}/ledger`,
      '/api/audit/admin-actions',
    ]) {
      expect((await stack.client().get(path)).status).toBe(401);
      const refused = await player.get(path);
      expect([refused.status, refused.body.error]).toEqual([403, AUDIT_ACCESS_REQUIRED]);
      expect((await auditGet(path)).status).toBe(200);
      expect((await admin.get(path)).status).toBe(200);
    }
  });

  it('find players by the start of their name, in any case', async () => {
    const found = await auditGet('/api/audit/players?search=pE');
    answerAs(ZAuditPlayers, found);
    expect(found.body.players.map((p: { username: string }) => p.username)).toEqual(['Penny', 'Perry']);
    expect(found.body.players[1]).toMatchObject({ id: perryId, role: 'player', status: 'approved', deletedAt: null });
    expect((await auditGet('/api/audit/players?search=Perr')).body.players).toHaveLength(1);
    expect((await auditGet('/api/audit/players?search=zz')).body.players).toEqual([]);
  });

  it("answer a ledger whose chain verifies in the browser function and whose lines carry the events' hashes", async () => {
    const ledger = answerAs(ZAuditLedger, await auditGet(`/api/audit/players/${perryId}/ledger`));
    expect(verifyHashChain(ledger.events)).toMatchObject({ valid: true });
    const hashes = new Map(ledger.events.map((event) => [event.revision, event.metadata.hash]));
    expect(ledger.lines.map((line) => [line.kind, line.amountCents, line.cashCents, line.freePlayCents])).toEqual([
      ['StartingBalanceCredited', 100_000, 100_000, 0],
      ['BalanceAdjusted', -1_250, 98_750, 0],
      ['FreePlayAdded', 2_000, 98_750, 2_000],
    ]);
    for (const line of ledger.lines) expect(line.hash).toBe(hashes.get(line.revision));
    const tampered = structuredClone(ledger.events);
    (tampered[1]!.data as { amountCents: number }).amountCents = -1;
    expect(verifyHashChain(tampered)).toMatchObject({ valid: false, brokenAtRevision: 1 });
    expect((await auditGet('/api/audit/players/nobody/ledger')).status).toBe(404);
  });

  it('answer the admin actions trail, newest first, with who, what and about whom', async () => {
    const trail = answerAs(ZAdminActions, await auditGet(`/api/audit/admin-actions?userId=${perryId}`)).actions;
    expect(trail.map((action) => action.action)).toEqual([
      'FreePlayAdded',
      'BalanceAdjusted',
      'StartingBalanceCredited',
      'UserApproved',
    ]);
    expect(trail[1]).toMatchObject({
      adminId,
      adminUsername: 'admin',
      userId: perryId,
      username: 'Perry',
      details: { balanceType: 'cash', amountCents: -1_250 },
    });
    const created = (await auditGet(`/api/audit/admin-actions?adminId=${adminId}&limit=500`)).body.actions;
    const registration = created.find((action: TAdminActionDto) => action.action === 'UserRegistered');
    expect(registration).toMatchObject({ username: 'Audra', details: { role: 'auditor' } });
    expect(registration.details.passwordHash).toBeUndefined();
    const bad = await auditGet('/api/audit/admin-actions?limit=0');
    expect([bad.status, bad.body.error]).toEqual([400, INVALID_ADMIN_ACTIONS_LIMIT]);
  });

  it('keep a deleted player findable, with the deletion and the closed wallet in the trail', async () => {
    expect((await admin.delete(`/api/admin/delete-user/${perryId}`)).status).toBe(200);
    const found = (await auditGet('/api/audit/players?search=perry')).body.players;
    expect(found[0]).toMatchObject({ id: perryId, deletedAt: expect.any(String) });
    const ledger = answerAs(ZAuditLedger, await auditGet(`/api/audit/players/${perryId}/ledger`));
    expect(verifyHashChain(ledger.events)).toMatchObject({ valid: true });
    expect(ledger.lines.at(-1)).toMatchObject({ kind: 'WalletClosed', cashCents: 0, freePlayCents: 0 });
    const trail = (await auditGet(`/api/audit/admin-actions?userId=${perryId}&limit=2`)).body.actions;
    expect(trail.map((action: TAdminActionDto) => action.action).sort()).toEqual(['UserDeleted', 'WalletClosed']);
  });
});
