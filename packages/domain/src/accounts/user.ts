import { forbidden, notFound, ruleBroken } from '../shared/domain-error.js';
import { unreachable, type Decider, type DomainEvent } from '../shared/decider.js';

export type UserStatus = 'pending' | 'approved' | 'rejected';

export const userStreamId = (userId: string) => `user-${userId}`;

export type UserRegistered = DomainEvent<
  'UserRegistered',
  {
    userId: string;
    username: string;
    passwordHash: string;
    isAdmin: boolean;
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
  isAdmin: boolean;
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
      status: UserStatus;
      createdAt: string;
      deleted: boolean;
    };

export const USER_NOT_FOUND = 'User not found';

const evolve = (state: UserState, event: UserEvent): UserState => {
  if (event.type === 'UserRegistered') return { exists: true, ...event.data, deleted: false };
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
      const { userId, username, passwordHash, isAdmin, approved, now, actor } = command;
      const status = approved ? 'approved' : 'pending';
      return [
        {
          type: 'UserRegistered',
          data: { userId, username, passwordHash, isAdmin, status, createdAt: now, createdBy: actor },
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
