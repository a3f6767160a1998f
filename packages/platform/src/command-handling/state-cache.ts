import type { StateSnapshot } from './handle-command.js';

/**
 * The last folded state of recently used streams, so a command reads only the events appended since (a
 * busy wallet would otherwise be read and folded from its first event on every bet). Least recently used
 * streams are dropped beyond `capacity`; a dropped stream is simply folded from the start again.
 */
export const createStateCache = (capacity = 10_000) => {
  const entries = new Map<string, StateSnapshot<unknown>>();
  return {
    get<State>(streamId: string): StateSnapshot<State> | undefined {
      const entry = entries.get(streamId);
      if (!entry) return undefined;
      entries.delete(streamId);
      entries.set(streamId, entry);
      return entry as StateSnapshot<State>;
    },
    set<State>(streamId: string, snapshot: StateSnapshot<State>) {
      entries.delete(streamId);
      entries.set(streamId, snapshot);
      if (entries.size > capacity) entries.delete(entries.keys().next().value as string);
    },
  };
};
