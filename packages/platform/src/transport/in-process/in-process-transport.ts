import type { EventStore, Subscription } from '../../event-store/event-store.js';
import type { EventTransport, TransportSubscription } from '../transport.js';

/**
 * The embedded transport: each subscriber is a catch-up subscription on the log itself, so there is nothing
 * between the log and a projector to lose or duplicate events. The group name is only informational here:
 * every subscriber starts from the checkpoint it passes. The store belongs to the caller; close() stops the
 * subscriptions made here and leaves the store open.
 */
export function createInProcessTransport(store: EventStore): EventTransport {
  const subscriptions = new Set<Subscription>();

  return {
    async subscribe(_group, afterPosition, handler, options = {}) {
      const subscription = store.subscribeToAll({ afterPosition, onEvent: handler, onError: options.onError });
      subscriptions.add(subscription);
      const tracked: TransportSubscription = {
        stop: async () => {
          subscriptions.delete(subscription);
          await subscription.stop();
        },
      };
      return tracked;
    },
    async close() {
      const open = [...subscriptions];
      subscriptions.clear();
      await Promise.all(open.map((subscription) => subscription.stop()));
    },
  };
}
