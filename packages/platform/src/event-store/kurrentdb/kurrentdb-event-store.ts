import {
  BACKWARDS,
  END,
  FORWARDS,
  KurrentDBClient,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
} from '@kurrent/kurrentdb-client';
import type { EventStore, RecordedEvent, Subscription } from '../event-store.js';
import type { KurrentDbEventStoreOptions } from './open-kurrentdb-event-store.js';
import {
  isSystemEvent,
  toConflict,
  toEventData,
  toKurrentPosition,
  toLogPosition,
  toRecordedEvent,
  toStreamState,
} from './kurrentdb-mapping.js';
import { subscribeToKurrentAll } from './kurrentdb-subscription.js';

/** The KurrentDB adapter itself; load it through openKurrentDbEventStore, which defers importing the client. */
export function connectKurrentDbEventStore({ connectionString }: KurrentDbEventStoreOptions): EventStore {
  const client = KurrentDBClient.connectionString(connectionString);
  const subscriptions = new Set<Subscription>();
  let closed = false;

  /** Reads $all forwards without system events, converting as it goes, and stops pulling at `maxCount`. */
  const readLog = async (afterPosition: number, maxCount: number): Promise<RecordedEvent[]> => {
    const events: RecordedEvent[] = [];
    if (maxCount <= 0) return events;
    const reading = client.readAll({
      direction: FORWARDS,
      fromPosition: afterPosition > 0 ? toKurrentPosition(afterPosition) : START,
      // the start position is inclusive: one more, in case the event at afterPosition comes back first
      maxCount: afterPosition > 0 ? maxCount + 1 : maxCount,
      filter: excludeSystemEvents(),
    });
    for await (const resolved of reading) {
      const event = toRecordedEvent(resolved);
      if (!event || isSystemEvent(event) || event.position <= afterPosition) continue;
      events.push(event);
      if (events.length === maxCount) break;
    }
    return events;
  };

  return {
    async append(streamId, events, expectedRevision = 'any') {
      if (events.length === 0) throw new RangeError(`append to ${streamId} needs at least one event`);
      try {
        const result = await client.appendToStream(streamId, events.map(toEventData), {
          streamState: toStreamState(expectedRevision),
        });
        return {
          nextExpectedRevision: Number(result.nextExpectedRevision),
          position: toLogPosition(result.position?.commit),
        };
      } catch (error) {
        if (error instanceof WrongExpectedVersionError) throw toConflict(error, expectedRevision);
        throw error;
      }
    },

    async readStream(streamId, { direction = 'forwards', fromRevision, maxCount } = {}) {
      const events: RecordedEvent[] = [];
      if (maxCount !== undefined && maxCount <= 0) return events;
      const reading = client.readStream(streamId, {
        direction: direction === 'forwards' ? FORWARDS : BACKWARDS,
        fromRevision: fromRevision !== undefined ? BigInt(fromRevision) : direction === 'forwards' ? START : END,
        ...(maxCount !== undefined && { maxCount }),
      });
      try {
        for await (const resolved of reading) {
          const event = toRecordedEvent(resolved);
          if (event) events.push(event);
        }
      } catch (error) {
        if (error instanceof StreamNotFoundError) return [];
        throw error;
      }
      return events;
    },

    async readAll({ afterPosition = 0, maxCount = Number.MAX_SAFE_INTEGER - 1 } = {}) {
      return readLog(afterPosition, maxCount);
    },

    subscribeToAll(options) {
      if (closed) throw new Error('subscribeToAll on a closed event store');
      const subscription = subscribeToKurrentAll(client, options);
      const tracked: Subscription = {
        stop: async () => {
          subscriptions.delete(tracked);
          await subscription.stop();
        },
      };
      subscriptions.add(tracked);
      return tracked;
    },

    async headPosition() {
      const reading = client.readAll({
        direction: BACKWARDS,
        fromPosition: END,
        maxCount: 1,
        filter: excludeSystemEvents(),
      });
      for await (const resolved of reading) {
        const event = toRecordedEvent(resolved);
        if (event) return event.position;
      }
      return 0;
    },

    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([...subscriptions].map((subscription) => subscription.stop()));
      await client.dispose();
    },
  };
}
