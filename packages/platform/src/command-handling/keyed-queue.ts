/**
 * Runs tasks one at a time per key, in arrival order. Commands on the same stream from one process then
 * never race each other into optimistic-concurrency conflicts (200 bets at once on one wallet would
 * otherwise burn through the retry budget); conflicts with other processes are still caught by the
 * expected revision.
 */
export const createKeyedQueue = () => {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const previous = tails.get(key) ?? Promise.resolve();
    const run = previous.then(task, task);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return run;
  };
};
