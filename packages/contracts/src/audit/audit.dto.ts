import { z } from 'zod';
import { USER_ROLE_VALUES, USER_STATUS_VALUES } from '../accounts/user.dto.js';

/** GET /api/audit/players?search=: accounts whose username starts with `search`, deleted ones included. */
const ZAuditAccount = z
  .object({
    id: z.string(),
    username: z.string(),
    role: z.enum(USER_ROLE_VALUES),
    status: z.enum(USER_STATUS_VALUES),
    createdAt: z.string(),
    deletedAt: z.string().nullable().meta({ description: 'When the account was deleted; null while it lives.' }),
  })
  .meta({ id: 'AuditAccount' });
export type TAuditAccountDto = z.infer<typeof ZAuditAccount>;
export const ZAuditPlayers = z.object({ players: z.array(ZAuditAccount) }).meta({ id: 'AuditPlayers' });
export type TAuditPlayersDto = z.infer<typeof ZAuditPlayers>;

/** One wallet event exactly as the log holds it: what the browser's chain check hashes. */
const ZAuditLedgerEvent = z.object({
  revision: z.number().int(),
  position: z.number().int(),
  type: z.string(),
  data: z.unknown(),
  metadata: z
    .object({ at: z.string(), prevHash: z.string().optional(), hash: z.string().optional() })
    .catchall(z.unknown())
    .meta({ description: "When, who, the request's facts, and the chain: prevHash and hash." }),
});
export type TAuditLedgerEventDto = z.infer<typeof ZAuditLedgerEvent>;

/** One money movement (integer cents) with the balances after it and its event's hash. */
const ZAuditLedgerLine = z.object({
  at: z.string(),
  revision: z.number().int(),
  kind: z.string(),
  reference: z.string(),
  description: z
    .string()
    .meta({ description: "The bet's legs in the words every screen uses; empty for other movements." }),
  amountCents: z.number().int(),
  cashMovedCents: z.number().int(),
  freePlayMovedCents: z.number().int(),
  cashCents: z.number().int(),
  freePlayCents: z.number().int(),
  hash: z.string(),
});
export type TAuditLedgerLineDto = z.infer<typeof ZAuditLedgerLine>;

/** GET /api/audit/players/:id/ledger: the wallet stream's events (for the chain check) and its money lines. */
export const ZAuditLedger = z
  .object({ account: ZAuditAccount, events: z.array(ZAuditLedgerEvent), lines: z.array(ZAuditLedgerLine) })
  .meta({ id: 'AuditLedger' });
export type TAuditLedgerDto = z.infer<typeof ZAuditLedger>;

/** GET /api/audit/admin-actions: one entry per event an admin's command appended, newest first. */
const ZAdminAction = z.object({
  id: z.string(),
  at: z.string(),
  adminId: z.string(),
  adminUsername: z.string().nullable().meta({ description: "Null when the admin's account cannot be found any more." }),
  action: z.string().meta({
    description: 'The event type: UserApproved, BalanceAdjusted, FreePlayAdded, BetResettled, UserDeleted, ...',
  }),
  userId: z.string().nullable(),
  username: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type TAdminActionDto = z.infer<typeof ZAdminAction>;
export const ZAdminActions = z.object({ actions: z.array(ZAdminAction) }).meta({ id: 'AdminActions' });
export type TAdminActionsDto = z.infer<typeof ZAdminActions>;

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
