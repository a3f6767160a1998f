import { userDecider, type UserEvent, type UserState } from '@sb/domain';
import type { RecordedEvent } from '@sb/platform';

/** Every user as the `user-` streams say (the accounts decider's own fold): who exists and who was deleted. */
export const createUserBook = () => {
  const users = new Map<string, UserState>();
  return {
    users,
    apply(userId: string, event: RecordedEvent) {
      const before = users.get(userId) ?? userDecider.initialState;
      users.set(userId, userDecider.evolve(before, event as unknown as UserEvent));
    },
    /** A user the read models keep: registered and not deleted. */
    isLive(userId: string) {
      const user = users.get(userId);
      return user !== undefined && user.exists && !user.deleted;
    },
  };
};

export type UserBook = ReturnType<typeof createUserBook>;
