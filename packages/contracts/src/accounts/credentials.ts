import { z } from 'zod';

export const CREDENTIALS_REQUIRED = 'Username and password are required';

const required = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

/** Lengths are bounded to keep hashing and storage cheap; the spec sets no other rule. */
export const ZCredentials = z.object({
  username: required(CREDENTIALS_REQUIRED).max(64, { error: 'Username must be at most 64 characters' }),
  password: z
    .string({ error: CREDENTIALS_REQUIRED })
    .min(1, { error: CREDENTIALS_REQUIRED })
    .max(256, { error: 'Password must be at most 256 characters' }),
});

export const ZRegisterRequest = ZCredentials;
export const ZLoginRequest = ZCredentials;

/** POST /api/register (201): the account awaits an admin's approval. */
export const ZRegisterResponse = z.object({ message: z.string(), userId: z.string() }).meta({ id: 'RegisterResponse' });
export type TRegisterResponse = z.infer<typeof ZRegisterResponse>;
