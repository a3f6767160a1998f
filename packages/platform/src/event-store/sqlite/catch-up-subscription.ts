import type { RecordedEvent, SubscribeToAllOptions, Subscription } from '../event-store.js';
import { reportSubscriptionFailure } from '../subscription-failure.js';

export type CatchUpSource = {
  /** Synchronous read of the log after `position` (exclusive), in position order. */
  readAfter(position: number, maxCount: number): RecordedEvent[];
  /** Registers a wake-up call for every committed append; returns the unregister function. */
  onAppend(listener: () => void): () => void;
};

/** Large enough to amortise the query, small enough that catching up on a long log does not hold it all in memory. */
export const CATCH_UP_PAGE_SIZE = 500;

/**
 * Reads the log in pages from the checkpoint, delivering one event at a time, and when a page comes back short
 * sleeps until the next append. Catch-up and live are the same loop over the same query, so there is no hand-over
 * between two sources where an event could be duplicated or skipped: the checkpoint alone decides what comes next.
 *
 * Do not await stop() inside onEvent: stop waits for the running onEvent to finish.
 */
export function startCatchUpSubscription(
  source: CatchUpSource,
  { afterPosition = 0, onEvent, onError }: SubscribeToAllOptions,
  pageSize = CATCH_UP_PAGE_SIZE,
): Subscription {
  let stopped = false;
  // An append that lands while events are being delivered must not be lost: it sets `appendedSinceRead`, and the
  // loop reads again instead of sleeping.
  let appendedSinceRead = false;
  let wake: (() => void) | undefined;

  const signal = (): void => {
    appendedSinceRead = true;
    const resolve = wake;
    wake = undefined;
    resolve?.();
  };
  const nextAppend = (): Promise<void> =>
    appendedSinceRead ? Promise.resolve() : new Promise<void>((resolve) => (wake = resolve));

  const stopListening = source.onAppend(signal);

  const deliver = async (): Promise<void> => {
    let checkpoint = afterPosition;
    while (!stopped) {
      // Reset before the (synchronous) read: every append committed up to here is in the page.
      appendedSinceRead = false;
      const page = source.readAfter(checkpoint, pageSize);
      for (const event of page) {
        if (stopped) return;
        await onEvent(event);
        checkpoint = event.position;
      }
      if (page.length < pageSize) await nextAppend();
    }
  };

  // Start on a later tick so onEvent never runs before subscribeToAll has returned the subscription.
  const delivered = Promise.resolve()
    .then(deliver)
    .catch((error: unknown) => {
      stopped = true;
      reportSubscriptionFailure(error, onError);
    })
    .finally(stopListening);

  return {
    stop: async () => {
      stopped = true;
      signal();
      await delivered;
    },
  };
}
