import {
  evolveSaferGambling,
  emptySaferGambling,
  isSaferGamblingEvent,
  playAmountsOf,
  type SaferGamblingState,
  type WalletEvent,
} from '@sb/domain';
import type { ReadStore, RecordedEvent } from '@sb/platform';
import { splitStreamId, type Projection } from '../projection.js';

/** `safer_gambling`: per player (id = userId), the wallet's own safer-gambling fold (limits, exclusions, play). */
export type SaferGamblingDocument = { id: string; state: SaferGamblingState };
export const SAFER_GAMBLING = 'safer_gambling';

/** Only the events the fold looks at write: limits and exclusions, and play (stakes and returns). */
const counts = (event: WalletEvent) => isSaferGamblingEvent(event) || playAmountsOf(event) !== null;

export const saferGamblingProjection: Projection = {
  name: 'safer-gambling',
  collections: [SAFER_GAMBLING],
  async setup() {},
  async apply(event: RecordedEvent, store: ReadStore) {
    const [category, userId] = splitStreamId(event.streamId);
    const docs = store.collection<SaferGamblingDocument>(SAFER_GAMBLING);
    const forget = (category === 'user' && event.type === 'UserDeleted') || event.type === 'WalletClosed';
    if (forget) {
      await docs.delete(userId, event.position);
      return;
    }
    if (category !== 'wallet') return;
    const walletEvent = event as unknown as WalletEvent;
    if (!counts(walletEvent)) return;
    const stored = await docs.get(userId);
    if (stored && stored._position >= event.position) return;
    const state = evolveSaferGambling(stored?.state ?? emptySaferGambling, walletEvent);
    await docs.put({ id: userId, state }, event.position);
  },
};

/** GET /api/safer-gambling and the admin's read-only view: the player's fold, empty before any play or limit. */
export const saferGamblingQueries = (store: ReadStore) => ({
  stateOf: async (userId: string): Promise<SaferGamblingState> =>
    (await store.collection<SaferGamblingDocument>(SAFER_GAMBLING).get(userId))?.state ?? emptySaferGambling,
});
