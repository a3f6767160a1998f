import type { CleanupPort } from '@sb/command-api';
import { previewCleanup } from '@sb/projectors';
import type { ReadStore } from '@sb/platform';

/**
 * The command API's view of what a cleanup would remove, from the catalogue and bets read models once they have
 * applied what was appended before (`caughtUp`, see read-models-caught-up.ts).
 */
export const cleanupPort = (readStore: ReadStore, caughtUp: () => Promise<void>): CleanupPort => ({
  preview: async (now) => {
    await caughtUp();
    return previewCleanup(readStore, now);
  },
});
