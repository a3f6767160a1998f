import type { DomainEvent } from '../shared/decider.js';

/**
 * Admin commands whose effect is not itself an event an admin signs get one fact of their own, so the audit
 * trail shows who asked, when and what came of it (the command's metadata carries the admin's id).
 */

/** An admin asked the odds feed for a refresh: which one and what it did, or why it failed. */
export type OddsRefreshRequested = DomainEvent<
  'OddsRefreshRequested',
  { feed: 'games' | 'props'; success: boolean; stats: Record<string, unknown> | null; reason: string | null }
>;

/** An admin signed a user out on every device. */
export type UserSessionsEnded = DomainEvent<'UserSessionsEnded', { userId: string; sessionsEnded: number }>;

export const oddsRefreshStreamId = (requestId: string) => `oddsrefresh-${requestId}`;
export const sessionsEndedStreamId = (requestId: string) => `signout-${requestId}`;
