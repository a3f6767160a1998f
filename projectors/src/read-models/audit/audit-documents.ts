import type { UserRole, UserStatus } from '@sb/domain';

/**
 * The Audit page's read models. `audit_accounts`: every account ever registered, deleted ones kept (an auditor
 * still reads a deleted player's ledger, which is their wallet stream in the log). `admin_actions`: one document per
 * event an admin's command appended (who, when, what), the admin actions trail.
 */
export const AUDIT_ACCOUNTS = 'audit_accounts';
export const ADMIN_ACTIONS = 'admin_actions';

export type AuditAccountDocument = {
  id: string;
  username: string;
  usernameLower: string;
  role: UserRole;
  status: UserStatus;
  createdAt: string;
  deletedAt: string | null;
};

export type AdminActionDocument = {
  /** The event's id. */
  id: string;
  position: number;
  at: string;
  adminId: string;
  /** The event type: UserApproved, BalanceAdjusted, BetResettled, UserDeleted, ... */
  action: string;
  streamId: string;
  /** The account the action was about (the user or wallet stream's owner), null for others (cleanup, ...). */
  userId: string | null;
  /** The event's data, without any password hash. */
  details: Record<string, unknown>;
};
