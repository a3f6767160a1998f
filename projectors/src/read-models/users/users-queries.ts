import { roleOfRegistration } from '@sb/domain';
import { sessionUserOf, type ReadStore, type SessionUserLookup } from '@sb/platform';
import { USERS, type UserDocument } from './user-document.js';

/** The queries the users read model is shaped for. */
export const usersQueries = (store: ReadStore) => {
  const users = store.collection<UserDocument>(USERS);
  return {
    byId: (id: string) => users.get(id),
    all: () => users.find({}, { sort: { createdAt: 1 } }),
    pending: () => users.find({ status: 'pending' }, { sort: { createdAt: 1 } }),
  };
};

/** Who a session belongs to right now: role and status come from the read model on every request. */
export const sessionUserLookup =
  (store: ReadStore): SessionUserLookup =>
  async (userId) => {
    const user = await store.collection<UserDocument>(USERS).get(userId);
    if (!user) return null;
    return sessionUserOf({ ...user, role: roleOfRegistration(user) });
  };
