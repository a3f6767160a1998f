import {
  batchWriteBehind,
  requestIdOfEvent,
  type EventStore,
  type EventTransport,
  type ReadStore,
  type RecordedEvent,
  type TransportSubscription,
} from '@sb/platform';
import { setUpProjection, type Projection } from '../read-models/projection.js';
import { createLocalProgress } from './projection-progress.js';
import { clearParked, parkedRecord, recordParked, type ParkedProjection } from './parked-projections.js';
import { loadReadModelCheckpoints, readModelCheckpoint } from './read-model-checkpoints.js';
import { resetOutdatedReadModels } from './read-model-versions.js';

export const READ_MODELS_GROUP = 'read-models';

type LogFn = (message: string, meta?: Record<string, unknown>) => void;
/** Errors (a parked read model); with info and debug, every event applied (see logApplied). */
export type Logger = { error: LogFn; warn?: LogFn; info?: LogFn; debug?: LogFn };

type ReadModelState = { projection: Projection; checkpoint: number; parked?: ParkedProjection };

const CATCH_UP_PAGE = 1000;

/**
 * Carries events from the transport into every read model. Each read model has its own checkpoint, moved in
 * the same batch as its writes (one SQLite transaction embedded), so a crash never half-applies. Events at or
 * below a read model's checkpoint are skipped: at-least-once delivery becomes exactly-once in effect.
 *
 * A read model that throws on an event is parked there (recorded with the error, the event's position and
 * stream; see parked-projections.ts): it stops at that event while the others go on, health reports it, and
 * the next start retries it from that event. Nothing is skipped. `progress` is the position every read model
 * that is not parked has reached.
 */
export const createProjectionRunner = ({
  transport,
  readStore,
  projections,
  eventStore,
  fillGapsFromLog = false,
  group = READ_MODELS_GROUP,
  logger = console,
  applyBeforeAck = false,
}: {
  transport: EventTransport;
  readStore: ReadStore;
  projections: readonly Projection[];
  /**
   * Lets a start bring read models that are behind the others (a parked one retried after a fix) up to them
   * from the log, for transports that resume from their own offsets (Kafka). Without it the subscription
   * starts from the lowest checkpoint.
   */
  eventStore?: Pick<EventStore, 'readAll'>;
  /**
   * Treat each delivery as "the log reached this position" and apply the log's own events up to it (needs
   * `eventStore`): a transport that duplicates, replays or reorders deliveries (Kafka across partitions, a
   * replayed offset) can then neither skip an event nor apply one out of the log's order.
   */
  fillGapsFromLog?: boolean;
  group?: string;
  logger?: Logger;
  /**
   * Hold each delivery until its event is applied. Needed when the transport acknowledges deliveries itself
   * (Kafka commits offsets): otherwise a crash could lose events acknowledged but not yet applied. A
   * transport that resumes from the runner's checkpoint (in-process) can leave it off and batch.
   */
  applyBeforeAck?: boolean;
}) => {
  const progress = createLocalProgress();
  const states: ReadModelState[] = projections.map((projection) => ({ projection, checkpoint: 0 }));
  let subscription: TransportSubscription | undefined;

  const active = () => states.filter((state) => !state.parked);
  /** What readers may rely on: every read model that is not parked has applied the log up to here. */
  const reached = () => {
    const running = active();
    if (states.length === 0) return 0;
    return Math.min(...(running.length > 0 ? running : states).map((state) => state.checkpoint));
  };

  const applyTogether = async (events: readonly RecordedEvent[]) => {
    const last = events[events.length - 1]?.position ?? 0;
    const running = active();
    const moved = running.map((state) => Math.max(state.checkpoint, last));
    // One transaction; a document the events change many times is folded in memory and written once.
    await batchWriteBehind(readStore, async (store) => {
      for (const event of events) {
        for (const state of running) {
          if (event.position > state.checkpoint) await state.projection.apply(event, store);
        }
      }
      for (const [i, state] of running.entries()) {
        await store.setCheckpoint(readModelCheckpoint(group, state.projection.name), moved[i] ?? last);
      }
      await store.setCheckpoint(group, Math.min(last, ...moved));
    });
    running.forEach((state, i) => (state.checkpoint = moved[i] ?? last));
  };

  /**
   * One line per event applied: at info for an event a request appended (with its request id, so one grep
   * follows a command into the read models), at debug for the rest (the feed's many updates).
   */
  const logApplied = (events: readonly RecordedEvent[]) => {
    for (const event of events) {
      const requestId = requestIdOfEvent(event.metadata);
      const line = { requestId, position: event.position, type: event.type, streamId: event.streamId, group };
      if (requestId) logger.info?.('event projected', line);
      else logger.debug?.('event projected', line);
    }
  };

  const park = async (state: ReadModelState, event: RecordedEvent, error: unknown) => {
    state.parked = parkedRecord(state.projection.name, event, error);
    logger.error('projection parked', { ...state.parked });
    await recordParked(readStore, state.parked);
  };

  /** One read model at a time, so the one that throws is parked and the others still apply the event. */
  const applyOneByOne = async (events: readonly RecordedEvent[]) => {
    for (const event of events) {
      for (const state of active()) {
        if (event.position <= state.checkpoint) continue;
        try {
          await readStore.batch(async (store) => {
            await state.projection.apply(event, store);
            await store.setCheckpoint(readModelCheckpoint(group, state.projection.name), event.position);
          });
          state.checkpoint = event.position;
        } catch (error) {
          await park(state, event, error);
        }
      }
    }
    await readStore.setCheckpoint(group, reached());
  };

  // Events that arrive together are applied in one batch (one transaction and one checkpoint write per read
  // model instead of one per event); under load that is most of a projector's cost. A failing batch is rolled
  // back and replayed one event and one read model at a time, which parks the read model that failed.
  let pending: RecordedEvent[] = [];
  let queued = 0;
  let flushing: Promise<void> | undefined;

  const flush = async () => {
    while (pending.length > 0) {
      const events = pending;
      pending = [];
      try {
        await applyTogether(events);
      } catch {
        await applyOneByOne(events);
      }
      logApplied(events);
      progress.advance(reached());
    }
    flushing = undefined;
  };

  /** The log's events after `after` up to `upTo`, in the log's order. */
  const logBetween = async (log: Pick<EventStore, 'readAll'>, after: number, upTo: number) => {
    const events: RecordedEvent[] = [];
    for (let from = after; from < upTo;) {
      const page = await log.readAll({ afterPosition: from, maxCount: CATCH_UP_PAGE });
      for (const event of page) if (event.position <= upTo) events.push(event);
      const last = page[page.length - 1];
      if (!last || page.length < CATCH_UP_PAGE) break;
      from = last.position;
    }
    return events;
  };

  const MAX_PENDING = 1000;
  let filling = Promise.resolve();
  const enqueue = async (event: RecordedEvent) => {
    if (event.position <= queued) return;
    if (fillGapsFromLog && eventStore) {
      const after = queued;
      queued = event.position;
      // Chained, so deliveries that overlap still queue the log's events once and in order.
      filling = filling.then(async () => void pending.push(...(await logBetween(eventStore, after, event.position))));
      await filling;
    } else {
      pending.push(event);
      queued = event.position;
    }
    flushing ??= new Promise<void>((resolve) => setImmediate(resolve)).then(flush);
    // Back-pressure: a long catch-up waits for its batch instead of buffering the whole log.
    if (applyBeforeAck || pending.length >= MAX_PENDING) await flushing;
  };

  /** Brings the read models behind the others up to `upTo` from the log, before the transport takes over. */
  const catchUp = async (log: Pick<EventStore, 'readAll'>, from: number, upTo: number) => {
    let after = from;
    while (after < upTo) {
      const page = (await log.readAll({ afterPosition: after, maxCount: CATCH_UP_PAGE })).filter(
        (event) => event.position <= upTo,
      );
      for (const event of page) await enqueue(event);
      await flushing;
      const last = page[page.length - 1];
      if (!last) break;
      after = last.position;
    }
  };

  return {
    progress,
    /** The read models parked since this start (the store keeps the same records for other processes). */
    parked: (): ParkedProjection[] => states.flatMap((state) => (state.parked ? [state.parked] : [])),
    async start() {
      for (const projection of projections) await setUpProjection(projection, readStore);
      const checkpoints = await loadReadModelCheckpoints(
        readStore,
        group,
        projections.map((projection) => projection.name),
      );
      const reset = await resetOutdatedReadModels(readStore, group, projections);
      for (const name of reset) checkpoints.set(name, 0);
      if (reset.length > 0) logger.warn?.('read models of an older version dropped; replaying the log', { reset });
      for (const state of states) {
        state.checkpoint = checkpoints.get(state.projection.name) ?? 0;
        state.parked = undefined;
        // A start retries a parked read model from the event it stopped at (after a fix, it goes on).
        await clearParked(readStore, state.projection.name);
      }
      const lowest = Math.min(...states.map((state) => state.checkpoint));
      const highest = Math.max(...states.map((state) => state.checkpoint));
      queued = lowest;
      if (eventStore && highest > lowest) await catchUp(eventStore, lowest, highest);
      progress.advance(reached());
      subscription = await transport.subscribe(group, queued, enqueue);
    },
    async stop() {
      await subscription?.stop();
      subscription = undefined;
      await flushing;
    },
  };
};

export type ProjectionRunner = ReturnType<typeof createProjectionRunner>;
