import type { SessionUser } from './authenticate.js';

/** What a process that alone writes the sessions remembers of one (by its cookie id). */
export type RememberedSession = {
  key: string;
  userId: string;
  startedAt: number;
  lastSeenAt: number;
  /** The user behind it as last read, and when: re-read at most once per `userRecheckMs`. */
  user?: { value: SessionUser; readAt: number };
};

const DEFAULT_LIMIT = 100_000;

/**
 * Live sessions kept in memory by the one process that starts and ends them all (the embedded stack, where both
 * APIs share one session store), so a request needs neither the read store nor the HMAC of its cookie. An end
 * forgets the session before and after it is written, and nothing read while an end is under way is remembered,
 * so a session can never be answered from memory after its end was asked. At most `limit` sessions are kept (the
 * oldest remembered is forgotten first; it is read again from the store when used).
 */
export const createSessionMemory = (limit = DEFAULT_LIMIT) => {
  const sessions = new Map<string, RememberedSession>();
  let epoch = 0;
  let ending = 0;

  const forgetWhere = (matches: (session: RememberedSession) => boolean) => {
    for (const [id, session] of sessions) if (matches(session)) sessions.delete(id);
  };

  return {
    get: (sessionId: string) => sessions.get(sessionId),

    /** A mark to pass to `remember`: what was read after it may be remembered only if no end ran meanwhile. */
    mark: () => (ending > 0 ? -1 : epoch),

    /** True when no end ran or runs since `mark` was taken. */
    unchangedSince: (mark: number) => mark === epoch && ending === 0,

    remember(sessionId: string, session: RememberedSession, mark: number) {
      if (mark !== epoch || ending > 0) return;
      sessions.delete(sessionId);
      sessions.set(sessionId, session);
      if (sessions.size > limit) sessions.delete(sessions.keys().next().value as string);
    },

    forget: (sessionId: string) => sessions.delete(sessionId),

    /** Runs `end` (the store's writes) with the matching sessions forgotten before and after it. */
    async ending<R>(matches: (session: RememberedSession) => boolean, end: () => Promise<R>): Promise<R> {
      ending += 1;
      epoch += 1;
      forgetWhere(matches);
      try {
        return await end();
      } finally {
        forgetWhere(matches);
        epoch += 1;
        ending -= 1;
      }
    },
  };
};
