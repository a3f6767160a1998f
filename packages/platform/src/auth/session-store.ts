import type { ReadStore } from '../read-store/read-store.js';
import type { SessionUser, SessionUserLookup } from './authenticate.js';
import { createSessionMemory, type RememberedSession } from './session-memory.js';
import { newSessionId, sessionKeyOf } from './session-ids.js';

/** SESSION_ABSOLUTE_HOURS and SESSION_IDLE_HOURS in milliseconds, and how rarely a use is written down. */
export type SessionPolicy = { absoluteMs: number; idleMs: number; touchEveryMs?: number };

export const SESSIONS = 'sessions';
const TOUCH_EVERY_MS = 60_000;
/** With `soleWriter`, how long the user behind a remembered session is answered before it is read again. */
const USER_RECHECK_MS = 1_000;
const SWEEP_EVERY_MS = 60 * 60_000;
/** An ended session is written at the highest position, so no later touch (a lower position) can revive it. */
const ENDED_POSITION = Number.MAX_SAFE_INTEGER;

export type SessionDocument = {
  id: string;
  userId: string;
  startedAt: number;
  lastSeenAt: number;
  endedAt: number | null;
};

/**
 * Server-side sessions in the read store's `sessions` collection, written and read by both APIs (not a
 * projection: a revocation must hold on the very next request, whatever the projections' lag). A document's
 * position is the time of its last write, so a late touch never overwrites a newer one, and an end is final.
 */
export const createSessionStore = (
  {
    readStore,
    secret,
    policy,
    soleWriter = false,
  }: {
    readStore: ReadStore;
    secret: string;
    policy: SessionPolicy;
    /**
     * This store alone starts and ends sessions (the embedded stack, where both APIs share it): live sessions and
     * their users are then answered from memory (see session-memory.ts). Off where several processes share the
     * collection (production), since an end written by another process would not be seen.
     */
    soleWriter?: boolean;
  },
  now: () => number = Date.now,
) => {
  const keyOf = sessionKeyOf(secret);
  const memory = soleWriter ? createSessionMemory() : undefined;
  const sessions = readStore.collection<SessionDocument>(SESSIONS);
  const touchEveryMs = policy.touchEveryMs ?? TOUCH_EVERY_MS;
  let ready: Promise<void> | undefined;
  const indexed = () =>
    (ready ??= Promise.all([sessions.ensureIndex('userId'), sessions.ensureIndex('startedAt')]).then(() => undefined));
  let lastSweep = 0;
  const sweep = async (at: number) => {
    if (at - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at;
    await sessions.deleteMany({ startedAt: { $lt: at - policy.absoluteMs } });
  };
  const end = (doc: SessionDocument, at: number) => sessions.put({ ...doc, endedAt: at }, ENDED_POSITION);
  const unexpired = (session: { startedAt: number; lastSeenAt: number }, at: number) =>
    at < session.startedAt + policy.absoluteMs && at < session.lastSeenAt + policy.idleMs;
  const live = (doc: SessionDocument, at: number) => doc.endedAt === null && unexpired(doc, at);

  /** Reads a session from the store (with its use noted when due), as memory keeps it; null unless live now. */
  const load = async (sessionId: string): Promise<RememberedSession | null> => {
    const mark = memory?.mark() ?? 0;
    const key = keyOf(sessionId);
    const doc = await sessions.get(key);
    const at = now();
    if (!doc || !live(doc, at)) return null;
    const session: RememberedSession = {
      key,
      userId: doc.userId,
      startedAt: doc.startedAt,
      lastSeenAt: doc.lastSeenAt,
    };
    await touchIfDue(session, at);
    memory?.remember(sessionId, session, mark);
    return session;
  };

  const touchIfDue = async (session: RememberedSession, at: number) => {
    if (at - session.lastSeenAt < touchEveryMs) return;
    session.lastSeenAt = at;
    const { key: id, userId, startedAt } = session;
    await sessions.put({ id, userId, startedAt, lastSeenAt: at, endedAt: null }, at);
  };

  /** A live session from memory when this store keeps them (its use noted when due), else from the store. */
  const remembered = async (sessionId: string): Promise<RememberedSession | null> => {
    const session = memory?.get(sessionId);
    if (!session) return load(sessionId);
    const at = now();
    if (!unexpired(session, at)) {
      memory?.forget(sessionId);
      return null;
    }
    await touchIfDue(session, at);
    return session;
  };

  return {
    /** How long the browser keeps the cookie: the absolute lifetime. */
    maxAgeMs: policy.absoluteMs,

    /**
     * Starts a session for the user; the id is for the cookie only (the store keeps its HMAC). `user`, as the sign-in
     * read it from the log, answers the session's first second when this store keeps sessions in memory: the read
     * model behind `lookup` may not have applied an approval the sign-in already saw.
     */
    async start(userId: string, user?: SessionUser): Promise<string> {
      await indexed();
      const mark = memory?.mark() ?? -1;
      const at = now();
      await sweep(at);
      const sessionId = newSessionId();
      const key = keyOf(sessionId);
      await sessions.put({ id: key, userId, startedAt: at, lastSeenAt: at, endedAt: null }, at);
      if (user?.id === userId) {
        const session = { key, userId, startedAt: at, lastSeenAt: at, user: { value: user, readAt: at } };
        memory?.remember(sessionId, session, mark);
      }
      return sessionId;
    },

    /** The user of a live session (not ended, within both expiries), noting its use at most once a touch period. */
    async resolve(sessionId: string): Promise<{ userId: string } | null> {
      const session = await remembered(sessionId);
      return session ? { userId: session.userId } : null;
    },

    /**
     * Without waiting: the user behind a session that memory answers in full now (live, its use already noted
     * and its user read within the second), else undefined (then ask resolveUser).
     */
    knownUser(sessionId: string): SessionUser | undefined {
      const session = memory?.get(sessionId);
      const at = now();
      if (!session?.user || at - session.user.readAt >= USER_RECHECK_MS) return undefined;
      if (!unexpired(session, at) || at - session.lastSeenAt >= touchEveryMs) return undefined;
      return session.user.value;
    },

    /**
     * The user behind a live session, as `lookup` answers: with `soleWriter`, read again at most once a second
     * per session (an end, a deletion or a rejection ends the sessions at once, see session-memory.ts).
     */
    async resolveUser(sessionId: string, lookup: SessionUserLookup): Promise<SessionUser | null> {
      const mark = memory?.mark();
      const session = await remembered(sessionId);
      if (!session) return null;
      const at = now();
      if (session.user && at - session.user.readAt < USER_RECHECK_MS) return session.user.value;
      const user = await lookup(session.userId);
      if (user && memory?.unchangedSince(mark ?? -1)) session.user = { value: user, readAt: at };
      return user;
    },

    /** Ends one session (logout); unknown or already ended ids are ignored. */
    async end(sessionId: string): Promise<void> {
      const key = keyOf(sessionId);
      const ending = async () => {
        const doc = await sessions.get(key);
        if (doc && doc.endedAt === null) await end(withoutPosition(doc), now());
      };
      await (memory ? memory.ending((session) => session.key === key, ending) : ending());
    },

    /** Ends every session of a user (sign out everywhere, an admin's order, deletion, rejection); how many. */
    async endAllOf(userId: string): Promise<number> {
      const endingAll = async () => {
        await indexed();
        const at = now();
        const open = await sessions.find({ userId, endedAt: null });
        await Promise.all(open.map((doc) => end(withoutPosition(doc), at)));
        return open.filter((doc) => live(doc, at)).length;
      };
      return memory ? memory.ending((session) => session.userId === userId, endingAll) : endingAll();
    },
  };
};

const withoutPosition = ({ _position: _stored, ...doc }: SessionDocument & { _position: number }) => doc;

export type SessionStore = ReturnType<typeof createSessionStore>;
