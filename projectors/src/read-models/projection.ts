import type { ReadStore, RecordedEvent } from '@sb/platform';

/**
 * A read model: the collections it owns (dropped on rebuild), the indexes its queries need, and how one
 * event changes it. `apply` writes with the event's position so a re-delivered event is a no-op.
 */
export type Projection = {
  name: string;
  /**
   * The shape and rules of its documents (default 1). Raise it when a change makes documents already written
   * wrong or unreadable: at the next start the runner drops the read model and replays the log into it.
   */
  version?: number;
  collections: readonly string[];
  /**
   * Collections an older version of it kept and this one no longer does: dropped before every setup (a no-op once
   * they are gone), so an upgraded store does not carry their rows.
   */
  retiredCollections?: readonly string[];
  setup(store: ReadStore): Promise<void>;
  apply(event: RecordedEvent, store: ReadStore): Promise<void>;
};

/** Drops what the projection no longer keeps, then creates the indexes its queries need. */
export const setUpProjection = async (projection: Projection, store: ReadStore) => {
  for (const name of projection.retiredCollections ?? []) await store.collection(name).drop();
  await projection.setup(store);
};

/** `category-id` stream naming: `wallet-7f3a...` -> ['wallet', '7f3a...']. */
export const splitStreamId = (streamId: string): [category: string, id: string] => {
  const dash = streamId.indexOf('-');
  return dash < 0 ? [streamId, ''] : [streamId.slice(0, dash), streamId.slice(dash + 1)];
};
