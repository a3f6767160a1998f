import type { ReadStore } from '../read-store/read-store.js';
import { newSessionId, sessionKeyOf } from './session-ids.js';

/** SESSION_ABSOLUTE_HOURS and SESSION_IDLE_HOURS in milliseconds, and how rarely a use is written down. */
export type SessionPolicy = { absoluteMs: number; idleMs: number; touchEveryMs?: number };

export const SESSIONS = 'sessions';
const TOUCH_EVERY_MS = 60_000;
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
  { readStore, secret, policy }: { readStore: ReadStore; secret: string; policy: SessionPolicy },
  now: () => number = Date.now,
) => {
  const keyOf = sessionKeyOf(secret);
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
  const live = (doc: SessionDocument, at: number) =>
    doc.endedAt === null && at < doc.startedAt + policy.absoluteMs && at < doc.lastSeenAt + policy.idleMs;

  return {
    /** How long the browser keeps the cookie: the absolute lifetime. */
    maxAgeMs: policy.absoluteMs,

    /** Starts a session for the user; the id is for the cookie only (the store keeps its HMAC). */
    async start(userId: string): Promise<string> {
      await indexed();
      const at = now();
      await sweep(at);
      const sessionId = newSessionId();
      await sessions.put({ id: keyOf(sessionId), userId, startedAt: at, lastSeenAt: at, endedAt: null }, at);
      return sessionId;
    },

    /** The user of a live session (not ended, within both expiries), noting its use at most once a touch period. */
    async resolve(sessionId: string): Promise<{ userId: string } | null> {
      const doc = await sessions.get(keyOf(sessionId));
      const at = now();
      if (!doc || !live(doc, at)) return null;
      if (at - doc.lastSeenAt >= touchEveryMs) {
        const { _position: _stored, ...current } = doc;
        await sessions.put({ ...current, lastSeenAt: at }, at);
      }
      return { userId: doc.userId };
    },

    /** Ends one session (logout); unknown or already ended ids are ignored. */
    async end(sessionId: string): Promise<void> {
      const doc = await sessions.get(keyOf(sessionId));
      if (doc && doc.endedAt === null) await end(withoutPosition(doc), now());
    },

    /** Ends every session of a user (sign out everywhere, an admin's order, deletion, rejection); how many. */
    async endAllOf(userId: string): Promise<number> {
      await indexed();
      const at = now();
      const open = await sessions.find({ userId, endedAt: null });
      await Promise.all(open.map((doc) => end(withoutPosition(doc), at)));
      return open.filter((doc) => live(doc, at)).length;
    },
  };
};

const withoutPosition = ({ _position: _stored, ...doc }: SessionDocument & { _position: number }) => doc;

export type SessionStore = ReturnType<typeof createSessionStore>;
