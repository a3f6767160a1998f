import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminActionDto } from '@sb/contracts';
import type { OddsProvider } from '@sb/platform';
import { startTestStack, type Client, type TestStack } from '../testing/test-stack.js';
import { approvedPlayer, signInAdmin } from '../testing/accounts-fixtures.js';

// Games answer with an empty board; player props fail, as a provider that is down.
const halfDownFeed: OddsProvider = {
  name: 'half-down',
  fetchGames: async () => ({ ok: true, value: { fetchedAt: '2026-11-22T10:00:00.000Z', games: [] } }),
  fetchPlayerProps: async () => ({ ok: false, reason: 'Provider unavailable' }),
};

let stack: TestStack;
let admin: Client;
let adminId: string;

const trail = async (query: string, position: string) => {
  const answer = await admin.get(`/api/audit/admin-actions${query}`, { 'x-min-position': position });
  expect(answer.status).toBe(200);
  return answer.body.actions as TAdminActionDto[];
};

beforeAll(async () => {
  stack = await startTestStack({}, { oddsProvider: halfDownFeed });
  admin = await signInAdmin(stack);
  adminId = (await admin.get('/api/user')).body.id;
});
afterAll(() => stack.stop());

describe('admin commands that change no account are in the audit trail too', () => {
  it('records an odds refresh an admin asked for, with its outcome, whether it worked or failed', async () => {
    const games = await admin.post('/api/admin/refresh-game-props', {});
    expect(games.status).toBe(200);
    expect(games.body.success).toBe(true);
    const props = await admin.post('/api/admin/refresh-player-props', {});
    expect(props.status).toBe(502);
    expect(props.body).toMatchObject({ success: false, error: 'Provider unavailable' });

    const head = String(await stack.ports.eventStore.headPosition());
    const refreshes = (await trail(`?adminId=${adminId}`, head)).filter((a) => a.action === 'OddsRefreshRequested');
    expect(refreshes.map((action) => action.details)).toEqual([
      { feed: 'props', success: false, stats: null, reason: 'Provider unavailable' },
      expect.objectContaining({ feed: 'games', success: true, reason: null }),
    ]);
    for (const action of refreshes) expect(action).toMatchObject({ adminId, adminUsername: 'admin', userId: null });
  });

  it("records an admin's sign-out of a player on every device under that player", async () => {
    const { player, userId } = await approvedPlayer(stack, admin, 'Wendy');
    const ended = await admin.post(`/api/admin/users/${userId}/end-sessions`, {});
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ success: true, sessionsEnded: 1 });
    expect((await player.get('/api/user')).status).toBe(401);

    const position = ended.headers.get('x-log-position') ?? '';
    expect(position).not.toBe('');
    const actions = await trail(`?userId=${userId}`, position);
    expect(actions[0]).toMatchObject({
      action: 'UserSessionsEnded',
      adminId,
      userId,
      username: 'Wendy',
      details: { userId, sessionsEnded: 1 },
    });
  });
});
