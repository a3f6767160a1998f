import { forbidden, notFound, ruleBroken } from '../shared/domain-error.js';
import { unreachable, type Decider, type DomainEvent } from '../shared/decider.js';

export type UserStatus = 'pending' | 'approved' | 'rejected';

/** Players bet and play; admins run the book; auditors only read (the Audit page and its queries). */
export const USER_ROLES = ['player', 'admin', 'auditor'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Auditors hold no money: no wallet, no starting balance, no cash or free play given by an admin. */
export const holdsMoney = (role: UserRole) => role !== 'auditor';

/**
 * The role a registration gave: `role` since auditors exist, the spec's `isAdmin` flag alone in the events
 * written before (a registration without `role` is an admin or a player).
 */
export const roleOfRegistration = (data: { isAdmin: boolean; role?: UserRole }): UserRole =>
  data.role ?? (data.isAdmin ? 'admin' : 'player');

export const userStreamId = (userId: string) => `user-${userId}`;

export type UserRegistered = DomainEvent<
  'UserRegistered',
  {
    userId: string;
    username: string;
    passwordHash: string;
    /** The spec's flag, kept beside `role`: true exactly when the role is admin. */
    isAdmin: boolean;
    /** Absent in registrations recorded before auditors existed (see roleOfRegistration). */
    role?: UserRole;
    /** Self-registered players start pending; admins create approved users. */
    status: 'pending' | 'approved';
    createdAt: string;
    createdBy: string;
  }
>;
export type UserApproved = DomainEvent<'UserApproved', { userId: string; approvedBy: string }>;
export type UserRejected = DomainEvent<'UserRejected', { userId: string; rejectedBy: string }>;
export type UserDeleted = DomainEvent<'UserDeleted', { userId: string; username: string; deletedBy: string }>;

export type UserEvent = UserRegistered | UserApproved | UserRejected | UserDeleted;

export type RegisterUser = {
  type: 'RegisterUser';
  userId: string;
  username: string;
  passwordHash: string;
  role: UserRole;
  approved: boolean;
  now: string;
  actor: string;
};
export type ApproveUser = { type: 'ApproveUser'; actor: string };
export type RejectUser = { type: 'RejectUser'; actor: string };
export type DeleteUser = { type: 'DeleteUser'; actor: string };
export type UserCommand = RegisterUser | ApproveUser | RejectUser | DeleteUser;

export type UserState =
  | { exists: false }
  | {
      exists: true;
      userId: string;
      username: string;
      passwordHash: string;
      isAdmin: boolean;
      role: UserRole;
      status: UserStatus;
      createdAt: string;
      deleted: boolean;
    };

export const USER_NOT_FOUND = 'User not found';

const evolve = (state: UserState, event: UserEvent): UserState => {
  if (event.type === 'UserRegistered')
    return { exists: true, ...event.data, role: roleOfRegistration(event.data), deleted: false };
  if (!state.exists) return state;
  switch (event.type) {
    case 'UserApproved':
      return { ...state, status: 'approved' };
    case 'UserRejected':
      return { ...state, status: 'rejected' };
    case 'UserDeleted':
      return { ...state, deleted: true };
    default:
      return unreachable(event);
  }
};

const requireLiveUser = (state: UserState) => {
  if (!state.exists || state.deleted) throw notFound(USER_NOT_FOUND);
  return state;
};

const decide = (command: UserCommand, state: UserState): UserEvent[] => {
  switch (command.type) {
    case 'RegisterUser': {
      if (state.exists) throw ruleBroken('User already exists');
      const { userId, username, passwordHash, role, approved, now, actor } = command;
      const status = approved ? 'approved' : 'pending';
      const isAdmin = role === 'admin';
      return [
        {
          type: 'UserRegistered',
          data: { userId, username, passwordHash, isAdmin, role, status, createdAt: now, createdBy: actor },
        },
      ];
    }
    case 'ApproveUser': {
      const user = requireLiveUser(state);
      if (user.status === 'approved') return [];
      return [{ type: 'UserApproved', data: { userId: user.userId, approvedBy: command.actor } }];
    }
    case 'RejectUser': {
      const user = requireLiveUser(state);
      if (user.status === 'rejected') return [];
      if (user.status === 'approved') throw ruleBroken('An approved user cannot be rejected');
      return [{ type: 'UserRejected', data: { userId: user.userId, rejectedBy: command.actor } }];
    }
    case 'DeleteUser': {
      const user = requireLiveUser(state);
      if (user.userId === command.actor) throw forbidden('You cannot delete your own account');
      return [
        { type: 'UserDeleted', data: { userId: user.userId, username: user.username, deletedBy: command.actor } },
      ];
    }
    default:
      return unreachable(command);
  }
};

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: { exists: false },
  evolve,
  decide,
};
