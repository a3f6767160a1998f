import type { CheckpointStore } from '../kafka-relay.js';

/** A CheckpointStore in a Map, recording every save so tests can see when the relay saved. */
export function memoryCheckpoints(initial: Record<string, number> = {}) {
  const positions = new Map(Object.entries(initial));
  const saves: Array<{ name: string; position: number }> = [];
  const store: CheckpointStore = {
    getCheckpoint: async (name) => positions.get(name) ?? 0,
    setCheckpoint: async (name, position) => {
      positions.set(name, position);
      saves.push({ name, position });
    },
  };
  return { store, saves, current: (name: string) => positions.get(name) ?? 0 };
}
