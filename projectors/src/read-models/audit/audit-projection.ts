import { roleOfRegistration, type UserEvent } from '@sb/domain';
import type { ReadStore, RecordedEvent } from '@sb/platform';
import { splitStreamId, type Projection } from '../projection.js';
import { adminActionOf } from './admin-action-of.js';
import {
  ADMIN_ACTIONS,
  AUDIT_ACCOUNTS,
  WALLET_LEDGER,
  type AdminActionDocument,
  type AuditAccountDocument,
  type WalletLedgerDocument,
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

const ledgerEntry = (userId: string, event: RecordedEvent): WalletLedgerDocument => ({
  id: `${userId}:${event.revision}`,
  userId,
  revision: event.revision,
  position: event.position,
  type: event.type,
  data: event.data,
  metadata: event.metadata,
});

/** The Audit page's read models (see audit-documents.ts); every write carries the event's position. */
export const auditProjection: Projection = {
  name: 'audit',
  collections: [AUDIT_ACCOUNTS, WALLET_LEDGER, ADMIN_ACTIONS],
  async setup(store: ReadStore) {
    await store.collection<AuditAccountDocument>(AUDIT_ACCOUNTS).ensureIndex('usernameLower');
    await store.collection<WalletLedgerDocument>(WALLET_LEDGER).ensureIndex('userId');
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
    if (category === 'wallet')
      await store.collection<WalletLedgerDocument>(WALLET_LEDGER).put(ledgerEntry(id, event), event.position);
    const action = adminActionOf(event);
    if (action) await store.collection<AdminActionDocument>(ADMIN_ACTIONS).put(action, event.position);
  },
};
