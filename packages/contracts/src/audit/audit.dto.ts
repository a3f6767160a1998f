import { z } from 'zod';
import type { TUserRole, TUserStatus } from '../accounts/user.dto.js';

/** GET /api/audit/players?search=: accounts whose username starts with `search`, deleted ones included. */
export type TAuditAccountDto = {
  id: string;
  username: string;
  role: TUserRole;
  status: TUserStatus;
  createdAt: string;
  /** When the account was deleted; null while it lives. */
  deletedAt: string | null;
};

/** One wallet event exactly as the log holds it: what the browser's chain check hashes. */
export type TAuditLedgerEventDto = {
  revision: number;
  position: number;
  type: string;
  data: unknown;
  /** When, who, the request's facts, and the chain: prevHash and hash. */
  metadata: { at: string; prevHash?: string; hash?: string; [key: string]: unknown };
};

/** One money movement (integer cents) with the balances after it and its event's hash. */
export type TAuditLedgerLineDto = {
  at: string;
  revision: number;
  kind: string;
  reference: string;
  /** The bet's legs in the words every screen uses (@sb/domain's legLabel); empty for other movements. */
  description: string;
  amountCents: number;
  cashMovedCents: number;
  freePlayMovedCents: number;
  cashCents: number;
  freePlayCents: number;
  hash: string;
};

/** GET /api/audit/players/:id/ledger: the wallet stream's events (for the chain check) and its money lines. */
export type TAuditLedgerDto = {
  account: TAuditAccountDto;
  events: TAuditLedgerEventDto[];
  lines: TAuditLedgerLineDto[];
};

/** GET /api/audit/admin-actions: one entry per event an admin's command appended, newest first. */
export type TAdminActionDto = {
  id: string;
  at: string;
  adminId: string;
  /** Null when the admin's account cannot be found any more. */
  adminUsername: string | null;
  /** The event type: UserApproved, BalanceAdjusted, FreePlayAdded, BetResettled, UserDeleted, ... */
  action: string;
  userId: string | null;
  username: string | null;
  details: Record<string, unknown>;
};

export const AUDIT_SEARCH_LIMIT = 20;
const ADMIN_ACTIONS_DEFAULT_LIMIT = 200;
const ADMIN_ACTIONS_MAX_LIMIT = 1000;
export const INVALID_ADMIN_ACTIONS_LIMIT = `limit must be a whole number from 1 to ${ADMIN_ACTIONS_MAX_LIMIT}`;

export const ZAdminActionsQuery = z.object({
  adminId: z.string().min(1).optional(),
  userId: z.string().min(1).optional(),
  limit: z.coerce
    .number({ error: INVALID_ADMIN_ACTIONS_LIMIT })
    .int({ error: INVALID_ADMIN_ACTIONS_LIMIT })
    .min(1, { error: INVALID_ADMIN_ACTIONS_LIMIT })
    .max(ADMIN_ACTIONS_MAX_LIMIT, { error: INVALID_ADMIN_ACTIONS_LIMIT })
    .default(ADMIN_ACTIONS_DEFAULT_LIMIT),
});
