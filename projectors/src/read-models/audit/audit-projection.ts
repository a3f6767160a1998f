import { roleOfRegistration, type UserEvent } from '@sb/domain';
import type { ReadStore, RecordedEvent } from '@sb/platform';
import { splitStreamId, type Projection } from '../projection.js';
import { adminActionOf } from './admin-action-of.js';
import {
  ADMIN_ACTIONS,
  AUDIT_ACCOUNTS,
  type AdminActionDocument,
  type AuditAccountDocument,
} from './audit-documents.js';

const evolveAccount = (doc: AuditAccountDocument | null, event: UserEvent, at: string): AuditAccountDocument | null => {
  if (event.type === 'UserRegistered') {
    const { userId, username, status, createdAt } = event.data;
    const role = roleOfRegistration(event.data);
    return { id: userId, username, usernameLower: username.toLowerCase(), role, status, createdAt, deletedAt: null };
  }
  if (!doc) return null;
  switch (event.type) {
    case 'UserApproved':
      return { ...doc, status: 'approved' };
    case 'UserRejected':
      return { ...doc, status: 'rejected' };
    case 'UserDeleted':
      return { ...doc, deletedAt: at };
    default:
      return null;
  }
};

/**
 * The Audit page's read models (see audit-documents.ts); every write carries the event's position. The page's
 * ledger is no read model: the query API reads the player's wallet stream from the log itself. `wallet_ledger`, the
 * verbatim copy of every wallet event kept before, was 57% of all read-model documents and the largest part of a
 * rebuild's writes.
 */
export const auditProjection: Projection = {
  name: 'audit',
  collections: [AUDIT_ACCOUNTS, ADMIN_ACTIONS],
  retiredCollections: ['wallet_ledger'],
  async setup(store: ReadStore) {
    await store.collection<AuditAccountDocument>(AUDIT_ACCOUNTS).ensureIndex('usernameLower');
    const actions = store.collection<AdminActionDocument>(ADMIN_ACTIONS);
    await actions.ensureIndex('position');
    await actions.ensureIndex('adminId');
    await actions.ensureIndex('userId');
  },
  async apply(event: RecordedEvent, store: ReadStore) {
    const [category, id] = splitStreamId(event.streamId);
    if (category === 'user') {
      const accounts = store.collection<AuditAccountDocument>(AUDIT_ACCOUNTS);
      const stored = await accounts.get(id);
      const next = evolveAccount(stored, event as unknown as UserEvent, event.metadata.at);
      if (next) await accounts.put(next, event.position);
    }
    const action = adminActionOf(event);
    if (action) await store.collection<AdminActionDocument>(ADMIN_ACTIONS).put(action, event.position);
  },
};
