import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/testing/decider-spec.js';
import { roleOfRegistration, userDecider, type UserEvent } from './user.js';

const spec = deciderSpec(userDecider);
const registered: UserEvent = {
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    username: 'Alice',
    passwordHash: 'h',
    isAdmin: false,
    role: 'player',
    status: 'pending',
    createdAt: '2026-11-22T00:00:00.000Z',
    createdBy: 'u1',
  },
};

describe('user decider', () => {
  it('registers a pending player', () =>
    spec
      .given([])
      .when({
        type: 'RegisterUser',
        userId: 'u1',
        username: 'Alice',
        passwordHash: 'h',
        role: 'player',
        approved: false,
        now: '2026-11-22T00:00:00.000Z',
        actor: 'u1',
      })
      .then([registered]));

  it('approves a pending user once', () => {
    spec
      .given([registered])
      .when({ type: 'ApproveUser', actor: 'admin' })
      .then([{ type: 'UserApproved', data: { userId: 'u1', approvedBy: 'admin' } }]);
    spec
      .given([registered, { type: 'UserApproved', data: { userId: 'u1', approvedBy: 'admin' } }])
      .when({ type: 'ApproveUser', actor: 'admin' })
      .then([]);
  });

  it('rejects a pending user but not an approved one', () => {
    spec
      .given([registered])
      .when({ type: 'RejectUser', actor: 'admin' })
      .then([{ type: 'UserRejected', data: { userId: 'u1', rejectedBy: 'admin' } }]);
    spec
      .given([registered, { type: 'UserApproved', data: { userId: 'u1', approvedBy: 'admin' } }])
      .when({ type: 'RejectUser', actor: 'admin' })
      .thenThrows('An approved user cannot be rejected', 'rule');
  });

  it('refuses commands on an unknown or deleted user', () => {
    spec.given([]).when({ type: 'ApproveUser', actor: 'admin' }).thenThrows('User not found', 'not_found');
    spec
      .given([registered, { type: 'UserDeleted', data: { userId: 'u1', username: 'Alice', deletedBy: 'admin' } }])
      .when({ type: 'DeleteUser', actor: 'admin' })
      .thenThrows('User not found', 'not_found');
  });

  it('deletes a user, but an admin cannot delete themself', () => {
    spec
      .given([registered])
      .when({ type: 'DeleteUser', actor: 'admin' })
      .then([{ type: 'UserDeleted', data: { userId: 'u1', username: 'Alice', deletedBy: 'admin' } }]);
    spec.given([registered]).when({ type: 'DeleteUser', actor: 'u1' }).thenThrows('You cannot delete your own account');
  });

  it("registers an auditor: not an admin by the spec's flag, the role says auditor", () =>
    spec
      .given([])
      .when({
        type: 'RegisterUser',
        userId: 'a1',
        username: 'Audra',
        passwordHash: 'h',
        role: 'auditor',
        approved: true,
        now: '2026-11-22T00:00:00.000Z',
        actor: 'admin',
      })
      .then([
        {
          type: 'UserRegistered',
          data: {
            userId: 'a1',
            username: 'Audra',
            passwordHash: 'h',
            isAdmin: false,
            role: 'auditor',
            status: 'approved',
            createdAt: '2026-11-22T00:00:00.000Z',
            createdBy: 'admin',
          },
        },
      ]));

  it('reads the role of registrations recorded before roles, from isAdmin', () => {
    expect(roleOfRegistration({ isAdmin: true })).toBe('admin');
    expect(roleOfRegistration({ isAdmin: false })).toBe('player');
    expect(roleOfRegistration({ isAdmin: false, role: 'auditor' })).toBe('auditor');
    const { role: _none, ...legacy } = registered.data as { role?: string } & typeof registered.data;
    const state = userDecider.evolve(userDecider.initialState, {
      type: 'UserRegistered',
      data: { ...legacy, isAdmin: true },
    });
    expect(state.exists && state.role).toBe('admin');
  });
});
