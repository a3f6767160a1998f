import { START, excludeSystemEvents } from '@kurrent/kurrentdb-client';
import type { KurrentDBClient } from '@kurrent/kurrentdb-client';
import type { SubscribeToAllOptions, Subscription } from '../event-store.js';
import { reportSubscriptionFailure } from '../subscription-failure.js';
import { isSystemEvent, toKurrentPosition, toRecordedEvent } from './kurrentdb-mapping.js';

/**
 * A catch-up subscription to $all. The server does the catch-up-then-live hand-over; iterating the client's Readable
 * with `for await` gives back-pressure, so the next event is pulled only after onEvent has settled. The position
 * guard makes the port's exclusive checkpoint hold however the server treats the start position.
 * The subscription does not reconnect: on a dropped connection it reports to onError, and the owner resubscribes
 * from its checkpoint.
 */
export function subscribeToKurrentAll(
  client: KurrentDBClient,
  { afterPosition = 0, onEvent, onError }: SubscribeToAllOptions,
): Subscription {
  const stream = client.subscribeToAll({
    fromPosition: afterPosition > 0 ? toKurrentPosition(afterPosition) : START,
    filter: excludeSystemEvents(),
  });
  let stopping = false;

  const deliver = async (): Promise<void> => {
    let lastDelivered = afterPosition;
    for await (const resolved of stream) {
      if (stopping) return;
      const event = toRecordedEvent(resolved);
      if (!event || isSystemEvent(event) || event.position <= lastDelivered) continue;
      await onEvent(event);
      lastDelivered = event.position;
    }
    if (!stopping) throw new Error('the KurrentDB $all subscription ended without being stopped');
  };

  const delivered = deliver().catch((error: unknown) => {
    if (stopping) return; // cancelling the call is how the client stops, and it may surface as an error
    stopping = true;
    stream.unsubscribe().catch(() => undefined); // the failure is what gets reported, not the clean-up
    reportSubscriptionFailure(error, onError);
  });

  return {
    stop: async () => {
      if (!stopping) {
        stopping = true;
        await stream.unsubscribe();
      }
      await delivered;
    },
  };
}
