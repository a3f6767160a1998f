import { z } from 'zod';

export const USER_STATUS_VALUES = ['pending', 'approved', 'rejected'] as const;
export type TUserStatus = (typeof USER_STATUS_VALUES)[number];

/** Players bet and play; admins run the book; auditors only read the Audit page. */
export const USER_ROLE_VALUES = ['player', 'admin', 'auditor'] as const;

/** GET /api/user and the `user` of POST /api/login. Money in dollars (at most two decimals). */
export const ZUser = z
  .object({
    id: z.string(),
    username: z.string(),
    balance: z.number(),
    freePlayBalance: z.number(),
    isAdmin: z.enum(['true', 'false']).meta({ description: "The spec's flag: the string 'true' means admin." }),
    role: z
      .enum(USER_ROLE_VALUES)
      .meta({ description: "Beside the spec's flag: 'admin' exactly when isAdmin is 'true'." }),
    status: z.enum(USER_STATUS_VALUES),
    createdAt: z.string(),
  })
  .meta({ id: 'User' });
export type TUserDto = z.infer<typeof ZUser>;

/** POST /api/login. */
export const ZLoginResponse = z.object({ user: ZUser }).meta({ id: 'LoginResponse' });

/** Spec section 3, "Admin user stats". */
const ZAdminUserStats = z.object({
  totalBets: z.number().int(),
  pendingBets: z.number().int(),
  wonBets: z.number().int(),
  lostBets: z.number().int(),
  totalWagered: z.number(),
  totalWon: z.number(),
});
export type TAdminUserStats = z.infer<typeof ZAdminUserStats>;

/** GET /api/admin/users: every user with their figures. */
export const ZAdminUser = ZUser.extend(ZAdminUserStats.shape).meta({ id: 'AdminUser' });
export type TAdminUserDto = z.infer<typeof ZAdminUser>;
