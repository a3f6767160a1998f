import type { RecordedEvent } from '@sb/platform';
import { splitStreamId } from '../projection.js';
import type { AdminActionDocument } from './audit-documents.js';

const OWNED_CATEGORIES = new Set(['user', 'wallet']);
const SYSTEM_ACTOR = 'system';

const withoutSecrets = (data: unknown): Record<string, unknown> => {
  if (data === null || typeof data !== 'object') return {};
  const { passwordHash: _secret, ...rest } = data as Record<string, unknown>;
  return rest;
};

/**
 * The admin who made this event, if an admin did: `metadata.request.adminId`, which every admin command records;
 * for user and wallet events recorded before it, the actor when it is neither the account's owner nor the system
 * (an approval, an adjustment, a re-settlement, a deletion, an account created by an admin).
 */
export const adminOf = (event: RecordedEvent): string | null => {
  const request = event.metadata.request as { adminId?: unknown } | undefined;
  if (typeof request?.adminId === 'string') return request.adminId;
  const [category, ownerId] = splitStreamId(event.streamId);
  if (!OWNED_CATEGORIES.has(category)) return null;
  const { actor } = event.metadata;
  return typeof actor === 'string' && actor !== SYSTEM_ACTOR && actor !== ownerId ? actor : null;
};

/** The account an action is about: the stream's owner, or the user an admin's own fact names (UserSessionsEnded). */
const accountOf = (category: string, ownerId: string, data: unknown): string | null => {
  if (OWNED_CATEGORIES.has(category)) return ownerId;
  const named = (data as { userId?: unknown } | null)?.userId;
  return typeof named === 'string' ? named : null;
};

/** The trail's entry for one event, or null when no admin made it. Username reservations repeat the registration. */
export const adminActionOf = (event: RecordedEvent): AdminActionDocument | null => {
  const [category, ownerId] = splitStreamId(event.streamId);
  if (category === 'username') return null;
  const adminId = adminOf(event);
  if (adminId === null) return null;
  return {
    id: event.id,
    position: event.position,
    at: event.metadata.at,
    adminId,
    action: event.type,
    streamId: event.streamId,
    userId: accountOf(category, ownerId, event.data),
    details: withoutSecrets(event.data),
  };
};
