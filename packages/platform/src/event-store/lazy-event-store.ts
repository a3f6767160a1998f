import type { EventStore, Subscription } from './event-store.js';
import { reportSubscriptionFailure } from './subscription-failure.js';

/**
 * An EventStore usable at once whose adapter is loaded in the background, so a module that is expensive to import
 * (the KurrentDB gRPC client takes ~350 ms) is paid for only by processes that open that adapter, not by every
 * importer of @sb/platform. Every call waits for the adapter; a failure to load rejects every call.
 */
export function lazyEventStore(load: () => Promise<EventStore>): EventStore {
  const loading = load();
  loading.catch(() => undefined); // not unhandled: every call awaits `loading` and sees the failure

  return {
    append: async (...args) => (await loading).append(...args),
    readStream: async (...args) => (await loading).readStream(...args),
    readAll: async (...args) => (await loading).readAll(...args),
    headPosition: async () => (await loading).headPosition(),

    subscribeToAll(options) {
      let stopped = false;
      const subscribing: Promise<Subscription | undefined> = loading.then((store) =>
        stopped ? undefined : store.subscribeToAll(options),
      );
      subscribing.catch((error: unknown) => reportSubscriptionFailure(error, options.onError));
      return {
        stop: async () => {
          stopped = true;
          const subscription = await subscribing.catch(() => undefined);
          await subscription?.stop();
        },
      };
    },

    close: async () => {
      const store = await loading.catch(() => undefined);
      await store?.close();
    },
  };
}
