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

export type TAdminUserChangeResponse = { success: true; user?: unknown };
