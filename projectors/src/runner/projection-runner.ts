import type { EventTransport, ReadStore, RecordedEvent, TransportSubscription } from '@sb/platform';
import type { Projection } from '../read-models/projection.js';
import { createLocalProgress } from './projection-progress.js';

export const READ_MODELS_GROUP = 'read-models';

export type Logger = { error: (message: string, meta?: Record<string, unknown>) => void };

/**
 * Carries events from the transport into every read model. Each event is applied to all projections and
 * the checkpoint moves in the same batch (one SQLite transaction embedded), so a crash never half-applies.
 * Events at or below the checkpoint are skipped: at-least-once delivery becomes exactly-once in effect.
 */
export const createProjectionRunner = ({
  transport,
  readStore,
  projections,
  group = READ_MODELS_GROUP,
  logger = console,
}: {
  transport: EventTransport;
  readStore: ReadStore;
  projections: readonly Projection[];
  group?: string;
  logger?: Logger;
}) => {
  const progress = createLocalProgress();
  let checkpoint = 0;
  let subscription: TransportSubscription | undefined;

  const apply = async (event: RecordedEvent) => {
    if (event.position <= checkpoint) return;
    try {
      await readStore.batch(async () => {
        for (const projection of projections) await projection.apply(event, readStore);
        await readStore.setCheckpoint(group, event.position);
      });
    } catch (error) {
      // A projection bug must not stop every read model: log it with the event and move on.
      logger.error('projection failed', { group, position: event.position, type: event.type, error: String(error) });
      await readStore.setCheckpoint(group, event.position);
    }
    checkpoint = event.position;
    progress.advance(checkpoint);
  };

  return {
    progress,
    async start() {
      for (const projection of projections) await projection.setup(readStore);
      checkpoint = await readStore.getCheckpoint(group);
      progress.advance(checkpoint);
      subscription = await transport.subscribe(group, checkpoint, apply);
    },
    async stop() {
      await subscription?.stop();
      subscription = undefined;
    },
  };
};

export type ProjectionRunner = ReturnType<typeof createProjectionRunner>;
