import type { EventStore } from '../event-store.js';
import { lazyEventStore } from '../lazy-event-store.js';

export type KurrentDbEventStoreOptions = {
  /** e.g. `kurrentdb://admin:changeit@localhost:2113?tls=false` */
  connectionString: string;
};

/**
 * The production event store: KurrentDB / EventStoreDB through the official gRPC client. The client is imported
 * when a store is opened, not when @sb/platform is, so the embedded stack never loads it.
 */
export function openKurrentDbEventStore(options: KurrentDbEventStoreOptions): EventStore {
  return lazyEventStore(async () => (await import('./kurrentdb-event-store.js')).connectKurrentDbEventStore(options));
}
