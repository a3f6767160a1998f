import type { EventTransport, ReadStore, RecordedEvent, TransportSubscription } from '@sb/platform';
import type { Projection } from '../read-models/projection.js';
import { createLocalProgress } from './projection-progress.js';

export const READ_MODELS_GROUP = 'read-models';

export type Logger = { error: (message: string, meta?: Record<string, unknown>) => void };

/**
 * Carries events from the transport into every read model. Events are applied to all projections and the
 * checkpoint moves in the same batch (one SQLite transaction embedded), so a crash never half-applies.
 * Events at or below the checkpoint are skipped: at-least-once delivery becomes exactly-once in effect.
 */
export const createProjectionRunner = ({
  transport,
  readStore,
  projections,
  group = READ_MODELS_GROUP,
  logger = console,
  applyBeforeAck = false,
}: {
  transport: EventTransport;
  readStore: ReadStore;
  projections: readonly Projection[];
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
  let checkpoint = 0;
  let subscription: TransportSubscription | undefined;

  const applyAll = (events: readonly RecordedEvent[]) =>
    readStore.batch(async () => {
      for (const event of events) for (const projection of projections) await projection.apply(event, readStore);
      await readStore.setCheckpoint(group, events[events.length - 1]?.position ?? checkpoint);
    });

  const applyOne = async (event: RecordedEvent) => {
    try {
      await applyAll([event]);
    } catch (error) {
      // A projection bug must not stop every read model: log it with the event and move on.
      logger.error('projection failed', { group, position: event.position, type: event.type, error: String(error) });
      await readStore.setCheckpoint(group, event.position);
    }
  };

  // Events that arrive together are applied in one batch (one transaction and one checkpoint write instead
  // of one per event); under load that is most of a projector's cost. A failing batch is rolled back and
  // replayed event by event, so only the failing event is skipped.
  let pending: RecordedEvent[] = [];
  let queued = 0;
  let flushing: Promise<void> | undefined;

  const flush = async () => {
    while (pending.length > 0) {
      const events = pending;
      pending = [];
      try {
        await applyAll(events);
      } catch {
        for (const event of events) await applyOne(event);
      }
      checkpoint = events[events.length - 1]?.position ?? checkpoint;
      progress.advance(checkpoint);
    }
    flushing = undefined;
  };

  const MAX_PENDING = 1000;
  const enqueue = async (event: RecordedEvent) => {
    if (event.position <= Math.max(checkpoint, queued)) return;
    pending.push(event);
    queued = event.position;
    flushing ??= new Promise<void>((resolve) => setImmediate(resolve)).then(flush);
    // Back-pressure: a long catch-up waits for its batch instead of buffering the whole log.
    if (applyBeforeAck || pending.length >= MAX_PENDING) await flushing;
  };

  return {
    progress,
    async start() {
      for (const projection of projections) await projection.setup(readStore);
      checkpoint = await readStore.getCheckpoint(group);
      progress.advance(checkpoint);
      subscription = await transport.subscribe(group, checkpoint, enqueue);
    },
    async stop() {
      await subscription?.stop();
      subscription = undefined;
      await flushing;
    },
  };
};

export type ProjectionRunner = ReturnType<typeof createProjectionRunner>;
