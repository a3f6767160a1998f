import { formatDollars } from '@sb/web-kit';
import { addFreePlay, approveUser, createUser, deleteUser, rejectUser } from '../api/admin-commands';
import { adminKeys } from '../api/admin-queries';
import { useAdminCommand } from '../api/use-admin-command';

/** A user named in a toast: the id goes to the API, the name to the person reading. */
export type UserRef = { userId: string; username: string };

const reviewed = [adminKeys.pendingUsers, adminKeys.users];

export const useApproveUser = () =>
  useAdminCommand<UserRef>({
    run: ({ userId }) => approveUser(userId),
    invalidates: reviewed,
    success: (_, { username }) => ({ title: 'User Approved', description: `${username} can now sign in.` }),
    failure: { title: 'Error', text: 'Failed to approve user', preferServerText: true },
  });

export const useRejectUser = () =>
  useAdminCommand<UserRef>({
    run: ({ userId }) => rejectUser(userId),
    invalidates: reviewed,
    success: (_, { username }) => ({ title: 'User Rejected', description: `${username} will not be able to sign in.` }),
    failure: { title: 'Error', text: 'Failed to reject user', preferServerText: true },
  });

export const useCreateUser = () =>
  useAdminCommand({
    run: createUser,
    invalidates: [adminKeys.users],
    success: (_, { username, balance }) => ({
      title: 'User Created',
      description: `${username} was created with ${formatDollars(Number(balance))}.`,
    }),
    failure: { title: 'Error', text: 'Failed to create user', preferServerText: true },
  });

export const useAddFreePlay = () =>
  useAdminCommand<UserRef & { amount: number }>({
    run: addFreePlay,
    invalidates: [adminKeys.users],
    movesMoney: true,
    success: (_, { username, amount }) => ({
      title: 'Free Play Added',
      description: `${formatDollars(amount)} free play added for ${username}.`,
    }),
    failure: { title: 'Error', text: 'Failed to add free play', preferServerText: true },
  });

export const useDeleteUser = () =>
  useAdminCommand<UserRef>({
    run: ({ userId }) => deleteUser(userId),
    invalidates: [adminKeys.users, adminKeys.pendingUsers, adminKeys.allBets],
    success: (_, { username }) => ({
      title: 'User deleted',
      description: `${username}, with their bets, transactions and balance, was deleted.`,
    }),
    failure: { title: 'Error', text: 'Failed to delete user', preferServerText: true },
  });
