import type { ReadStore } from '@sb/platform';
import {
  ADMIN_ACTIONS,
  AUDIT_ACCOUNTS,
  type AdminActionDocument,
  type AuditAccountDocument,
} from './audit-documents.js';

/** The queries the Audit page's read models are shaped for. */
export const auditQueries = (store: ReadStore) => {
  const accounts = store.collection<AuditAccountDocument>(AUDIT_ACCOUNTS);
  return {
    /** Accounts whose username starts with `prefix` (any case), deleted ones included, by username. */
    accountsStartingWith: (prefix: string, limit: number) => {
      const lower = prefix.toLowerCase();
      return accounts.find(
        { usernameLower: { $gte: lower, $lt: `${lower}\uffff` } },
        { sort: { usernameLower: 1 }, limit },
      );
    },
    account: (userId: string) => accounts.get(userId),
    accountsByIds: (ids: string[]) => (ids.length === 0 ? Promise.resolve([]) : accounts.find({ id: { $in: ids } })),
    /** The newest admin actions first, optionally only one admin's or only about one account. */
    adminActions: ({ adminId, userId, limit }: { adminId?: string; userId?: string; limit: number }) =>
      store
        .collection<AdminActionDocument>(ADMIN_ACTIONS)
        .find({ ...(adminId ? { adminId } : {}), ...(userId ? { userId } : {}) }, { sort: { position: -1 }, limit }),
  };
};
