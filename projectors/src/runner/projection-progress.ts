/**
 * How far the read models have applied the log. The query API waits on it to honour X-Min-Position
 * (read-your-writes). In-process the runner notifies; across processes the checkpoint is polled.
 */
export type ProjectionProgress = {
  position(): Promise<number>;
  /** Resolves true once position() >= target, false after timeoutMs. */
  waitFor(target: number, timeoutMs: number): Promise<boolean>;
};

/** Progress fed by a runner in the same process: waiters are woken on each advance, no polling. */
export const createLocalProgress = () => {
  let current = 0;
  const waiters = new Set<{ target: number; wake: () => void }>();
  const listeners = new Set<(position: number) => void>();
  const progress: ProjectionProgress & {
    advance(position: number): void;
    /** Calls `listener` with the position after each advance; returns the unregister function. */
    onAdvance(listener: (position: number) => void): () => void;
  } = {
    position: async () => current,
    advance(position) {
      current = Math.max(current, position);
      for (const waiter of waiters) if (current >= waiter.target) waiter.wake();
      for (const listener of listeners) listener(current);
    },
    onAdvance(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    waitFor(target, timeoutMs) {
      if (current >= target) return Promise.resolve(true);
      return new Promise((resolve) => {
        const waiter = {
          target,
          wake: () => {
            clearTimeout(timer);
            waiters.delete(waiter);
            resolve(true);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          resolve(false);
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
  };
  return progress;
};

/** Progress read from a checkpoint another process writes (the production query API). */
export const createPolledProgress = (readCheckpoint: () => Promise<number>, intervalMs = 20): ProjectionProgress => ({
  position: readCheckpoint,
  async waitFor(target, timeoutMs) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if ((await readCheckpoint()) >= target) return true;
      if (Date.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  },
});
