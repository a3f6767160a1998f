import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@sb/platform';
import { adminActionOf } from './admin-action-of.js';

const event = (streamId: string, type: string, data: unknown, metadata: Record<string, unknown>): RecordedEvent => ({
  id: `e-${type}`,
  streamId,
  revision: 1,
  position: 42,
  type,
  data,
  metadata: {
    at: '2026-11-22T10:00:00.000Z',
    correlationId: 'c',
    causationId: 'c',
    schema: 1,
    actor: 'system',
    ...metadata,
  },
});

describe('the admin actions trail entry of an event', () => {
  it('names the admin of metadata.request, the account from the stream, and hides password hashes', () => {
    const registered = event(
      'user-u1',
      'UserRegistered',
      { userId: 'u1', username: 'Ann', passwordHash: 'secret', role: 'auditor' },
      { actor: 'a1', request: { adminId: 'a1', requestId: 'r1' } },
    );
    expect(adminActionOf(registered)).toEqual({
      id: 'e-UserRegistered',
      position: 42,
      at: '2026-11-22T10:00:00.000Z',
      adminId: 'a1',
      action: 'UserRegistered',
      streamId: 'user-u1',
      userId: 'u1',
      details: { userId: 'u1', username: 'Ann', role: 'auditor' },
    });
  });

  it('reads older user and wallet events by their actor, when neither the owner nor the system', () => {
    expect(adminActionOf(event('wallet-u1', 'BalanceAdjusted', {}, { actor: 'a1' }))?.adminId).toBe('a1');
    expect(adminActionOf(event('wallet-u1', 'BetPlaced', {}, { actor: 'u1' }))).toBeNull();
    expect(adminActionOf(event('wallet-u1', 'BetSettled', {}, { actor: 'system' }))).toBeNull();
    expect(adminActionOf(event('game-g1', 'GameFinalized', {}, { actor: 'a1' }))).toBeNull();
  });

  it('leaves username reservations out (the registration is the action) but keeps other streams an admin wrote', () => {
    expect(adminActionOf(event('username-ann', 'UsernameReserved', {}, { request: { adminId: 'a1' } }))).toBeNull();
    const cleanup = adminActionOf(
      event('cleanup-daily', 'CleanupRan', { gameIds: [] }, { request: { adminId: 'a1' } }),
    );
    expect(cleanup).toMatchObject({ adminId: 'a1', userId: null, action: 'CleanupRan' });
  });

  it("files an admin's own fact under the account its data names", () => {
    const ended = event(
      'signout-r1',
      'UserSessionsEnded',
      { userId: 'u1', sessionsEnded: 2 },
      { actor: 'a1', request: { adminId: 'a1' } },
    );
    expect(adminActionOf(ended)).toMatchObject({ adminId: 'a1', userId: 'u1', action: 'UserSessionsEnded' });
    const refresh = event('oddsrefresh-r2', 'OddsRefreshRequested', { feed: 'games' }, { request: { adminId: 'a1' } });
    expect(adminActionOf(refresh)).toMatchObject({ adminId: 'a1', userId: null });
  });
});
