import type { ReadStore, RecordedEvent } from '@sb/platform';

/** Where parked read models are recorded, next to the read models, so every process (health checks) sees them. */
export const PARKED_COLLECTION = 'projection_parks';

/** A read model stopped at the event it could not apply: it is not advanced past it until a restart retries it. */
export type ParkedProjection = {
  id: string;
  projection: string;
  position: number;
  streamId: string;
  type: string;
  error: string;
  parkedAt: string;
};

export const parkedRecord = (projection: string, event: RecordedEvent, error: unknown): ParkedProjection => ({
  id: projection,
  projection,
  position: event.position,
  streamId: event.streamId,
  type: event.type,
  error: error instanceof Error ? error.message : String(error),
  parkedAt: new Date().toISOString(),
});

export const recordParked = (readStore: ReadStore, parked: ParkedProjection) =>
  readStore.collection<ParkedProjection>(PARKED_COLLECTION).put(parked, parked.position);

/** Forgets a park before a retry (a restart) or after a rebuild of that read model. */
export const clearParked = (readStore: ReadStore, projection: string) =>
  readStore.collection(PARKED_COLLECTION).delete(projection);

/** The parked read models, without the store's bookkeeping fields. */
export const readParkedProjections = async (readStore: ReadStore): Promise<ParkedProjection[]> => {
  const stored = await readStore.collection<ParkedProjection>(PARKED_COLLECTION).find({}, { sort: { projection: 1 } });
  return stored.map(({ _position: _ignored, ...parked }) => parked);
};
