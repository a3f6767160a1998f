import type { CleanupPort } from '@sb/command-api';
import { previewCleanup } from '@sb/projectors';
import type { ReadStore } from '@sb/platform';

/** The command API's view of what a cleanup would remove, from the catalogue and bets read models. */
export const cleanupPort = (readStore: ReadStore): CleanupPort => ({
  preview: (now) => previewCleanup(readStore, now),
});
