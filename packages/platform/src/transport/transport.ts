import type { RecordedEvent } from '../event-store/event-store.js';

/**
 * Carries events from the log to projectors. In-process: a catch-up subscription on the EventStore.
 * Kafka: a relay publishes the log to a topic (key = stream id, header `position`); projectors consume
 * it as a consumer group. Delivery is at least once and in log order per stream; handlers must be idempotent.
 */
export type EventHandler = (event: RecordedEvent) => Promise<void>;

export type TransportSubscription = {
  /** Resolves once no handler is running and none will be called again. */
  stop(): Promise<void>;
};

export type TransportSubscribeOptions = {
  /**
   * Called once when the subscription fails (the handler threw, or the transport broke); delivery has stopped,
   * and the consumer resubscribes from its checkpoint when it sees fit. Without it the error is rethrown
   * outside any promise chain, so a projection can never go stale silently.
   */
  onError?: (error: unknown) => void;
};

export interface EventTransport {
  /**
   * Starts delivering events after `afterPosition` (the consumer's checkpoint) to `handler`.
   * `group` names the consumer (a Kafka consumer group; informational in-process).
   */
  subscribe(
    group: string,
    afterPosition: number,
    handler: EventHandler,
    options?: TransportSubscribeOptions,
  ): Promise<TransportSubscription>;
  close(): Promise<void>;
}
