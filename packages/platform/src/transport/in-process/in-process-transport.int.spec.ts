import { openSqliteEventStore } from '../../event-store/sqlite/sqlite-event-store.js';
import { describeTransportContract } from '../transport.contract.js';
import { createInProcessTransport } from './in-process-transport.js';

describeTransportContract('in-process over the SQLite event store', async () => {
  const store = openSqliteEventStore({ path: ':memory:' });
  const transport = createInProcessTransport(store);
  return {
    store,
    transport,
    cleanup: async () => {
      await transport.close();
      await store.close();
    },
  };
});
