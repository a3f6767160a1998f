import type { EventStore } from '@sb/platform';
import type { ProjectionProgress } from '@sb/projectors';

/** How long a command that reads read models waits for them, as a query waits for X-Min-Position. */
const CATCH_UP_WAIT_MS = 2_000;

/**
 * Waits until the read models have applied the log as it stands now (at most CATCH_UP_WAIT_MS, then reads them as
 * they are): a command that reads a read model (a bet's owner, what a settlement run or a cleanup finds) sees every
 * event appended before it, whichever thread or process projects them.
 */
export const readModelsCaughtUp =
  (eventStore: Pick<EventStore, 'headPosition'>, progress: ProjectionProgress) => async (): Promise<void> => {
    await progress.waitFor(await eventStore.headPosition(), CATCH_UP_WAIT_MS);
  };
