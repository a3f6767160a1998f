import { z } from 'zod';
import { CREDENTIALS_REQUIRED, ZCredentials } from '../accounts/credentials.js';
import { USER_ROLE_VALUES } from '../accounts/user.dto.js';

/** Dollars as a JSON number or numeric string; exact conversion to cents happens in the domain. */
export const ZDollars = (message: string) =>
  z.union([z.number({ error: message }), z.string({ error: message }).trim().min(1, { error: message })], {
    error: message,
  });

export const VALID_AMOUNT_REQUIRED = 'Valid amount is required';

export const ZCreateUserRequest = ZCredentials.extend({
  balance: ZDollars('Starting balance must be a number').optional(),
  isAdmin: z.union([z.boolean(), z.enum(['true', 'false'])], { error: 'isAdmin must be true or false' }).optional(),
  role: z.enum(USER_ROLE_VALUES, { error: "role must be 'player', 'admin' or 'auditor'" }).optional(),
});
export const ROLE_CONFLICT = "isAdmin and role disagree: isAdmin true goes with role 'admin' only";
export const AUDITOR_WITHOUT_BALANCE = 'An auditor holds no balance: leave the starting balance at 0';
/** 422 of a balance adjustment or free play given to an auditor. */
export const AUDITOR_HOLDS_NO_MONEY = 'An auditor holds no balance or free play';

export type TCreateUserRequest = z.infer<typeof ZCreateUserRequest>;
export { CREDENTIALS_REQUIRED };

export const ZAddFreePlayRequest = z.object(
  { amount: ZDollars(VALID_AMOUNT_REQUIRED) },
  { error: VALID_AMOUNT_REQUIRED },
);

export const ZAdjustBalanceRequest = z.object({
  amount: ZDollars('Please enter a valid number'),
  balanceType: z.enum(['cash', 'freePlay'], { error: "balanceType must be 'cash' or 'freePlay'" }),
});
export type TAdjustBalanceRequest = z.input<typeof ZAdjustBalanceRequest>;

/** POST /api/admin/approve-user/:id, /reject-user/:id, /add-freeplay/:id and DELETE /api/admin/delete-user/:id. */
export const ZAdminChangeResponse = z
  .object({ success: z.literal(true), message: z.string() })
  .meta({ id: 'AdminChangeResponse' });

/** 201 of POST /api/admin/create-user. */
export const ZCreateUserResponse = z
  .object({ success: z.literal(true), user: z.object({ id: z.string(), username: z.string() }) })
  .meta({ id: 'CreateUserResponse' });

/** POST /api/admin/users/:id/end-sessions and POST /api/logout-all: how many sessions ended. */
export const ZSessionsEndedResponse = z
  .object({ success: z.literal(true), sessionsEnded: z.number().int() })
  .meta({ id: 'SessionsEnded' });

/** POST /api/admin/bets/:id/settle: the outcome to set (the route says 'Status must be won, lost, push or void'). */
export const ZSettleBetRequest = z.object({ status: z.enum(['won', 'lost', 'push', 'void']) });

/** POST /api/admin/bets/:id/settle. */
export const ZSettleBetResponse = z
  .object({ success: z.literal(true), betId: z.string(), status: z.enum(['won', 'lost', 'push', 'void']) })
  .meta({ id: 'SettleBetResponse' });
