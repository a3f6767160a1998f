/** SHUTDOWN_TIMEOUT_MS: how long a stopping process may take, whatever its clients do (default 10 s). */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

export const readShutdownTimeoutMs = (env: NodeJS.ProcessEnv = process.env): number => {
  const raw = env.SHUTDOWN_TIMEOUT_MS;
  if (raw === undefined || raw === '') return DEFAULT_SHUTDOWN_TIMEOUT_MS;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`SHUTDOWN_TIMEOUT_MS must be a positive whole number of milliseconds, got ${raw}`);
  }
  return value;
};

/**
 * The part of the deadline HTTP draining may use: the rest is left to stop the feed and the projections at a
 * clean checkpoint and close the stores.
 */
export const httpDrainBudgetMs = (timeoutMs: number) => Math.max(1, Math.floor(timeoutMs * 0.7));

/** Exits with `code` at the deadline if the orderly stop has not finished by then (unref'd: never keeps a process). */
export const exitAtDeadline = (timeoutMs: number, onDeadline: () => void) => {
  const timer = setTimeout(onDeadline, timeoutMs);
  timer.unref();
  return () => clearTimeout(timer);
};
