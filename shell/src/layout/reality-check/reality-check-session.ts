/**
 * The play session the reality check measures, kept per tab (sessionStorage) and per user: when it started, the
 * balance (cash and free play, cents) it started with, and when the next reminder is due. A reload keeps it.
 */
export type PlaySession = { userId: string; startedAt: number; startBalanceCents: number; nextCheckAt: number };

const KEY = 'sb.reality-check';
/** A stored session older than a sign-in can last (12 h) belongs to an earlier sign-in. */
const MAX_SESSION_MS = 12 * 60 * 60 * 1000;

const read = (): PlaySession | null => {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as PlaySession | null;
    return parsed && typeof parsed.startedAt === 'number' ? parsed : null;
  } catch {
    return null;
  }
};

export const savePlaySession = (session: PlaySession) => sessionStorage.setItem(KEY, JSON.stringify(session));
export const forgetPlaySession = () => sessionStorage.removeItem(KEY);

/** This tab's session for the user, started now if there is none (or it is another user's, or too old). */
export function currentPlaySession(userId: string, balanceCents: number, intervalMs: number, now: number): PlaySession {
  const stored = read();
  if (stored && stored.userId === userId && now - stored.startedAt < MAX_SESSION_MS) return stored;
  const session = { userId, startedAt: now, startBalanceCents: balanceCents, nextCheckAt: now + intervalMs };
  savePlaySession(session);
  return session;
}

/** '1 h 05 min', '25 min' */
export function playedText(ms: number) {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${String(minutes % 60).padStart(2, '0')} min` : `${minutes} min`;
}
