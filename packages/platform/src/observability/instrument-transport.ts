import type { EventTransport } from '../transport/transport.js';
import type { Metrics } from './metrics.js';

/**
 * The same transport, measured: the last position delivered to each consumer group, so
 * sb_transport_consumer_lag tells how far behind the log head each consumer is.
 */
export const instrumentTransport = (transport: EventTransport, metrics: Metrics): EventTransport => ({
  async subscribe(group, afterPosition, handler, options) {
    metrics.delivered(group, afterPosition);
    return transport.subscribe(
      group,
      afterPosition,
      async (event) => {
        await handler(event);
        metrics.delivered(group, event.position);
      },
      options,
    );
  },
  close: () => transport.close(),
});
