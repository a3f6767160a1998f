import { describe } from 'vitest';
import { describeEventStoreContract } from '../event-store.contract.js';
import type { EventStore } from '../event-store.js';
import { openKurrentDbEventStore } from './open-kurrentdb-event-store.js';

const connectionString = process.env.KURRENTDB_URL;

// Without a server the suite is reported as skipped, never as passed. Every contract test writes to streams with
// fresh uuids, so it can run against a shared development server.
describe.skipIf(!connectionString)('KurrentDB event store (KURRENTDB_URL)', () => {
  describeEventStoreContract('kurrentdb', async () => {
    const opened: EventStore[] = [];
    const open = (): EventStore => {
      const store = openKurrentDbEventStore({ connectionString: connectionString ?? '' });
      opened.push(store);
      return store;
    };
    return {
      store: open(),
      reopen: async () => open(),
      cleanup: async () => {
        for (const store of opened) await store.close();
      },
    };
  });
});
