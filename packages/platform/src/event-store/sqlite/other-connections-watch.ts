import type { Database } from 'better-sqlite3';

/**
 * Notices commits made by other connections to the same file (another process: the split services on SQLite, or
 * another thread), which the store's own append signal never hears of. SQLite's `PRAGMA data_version` answers a
 * number that changes when, and only when, another connection has committed since this one last asked (about a
 * microsecond, no table read); it is asked every `intervalMs` while `active()` says a subscription is waiting.
 */
export function watchOtherConnections(
  db: Database,
  { intervalMs, active, onCommitted }: { intervalMs: number; active: () => boolean; onCommitted: () => void },
): { stop(): void } {
  let seen = db.pragma('data_version', { simple: true });
  const timer = setInterval(() => {
    if (!active()) return;
    const now = db.pragma('data_version', { simple: true });
    if (now === seen) return;
    seen = now;
    onCommitted();
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
