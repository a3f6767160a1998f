import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** OWASP Password Storage Cheat Sheet: scrypt with N=2^17, r=8, p=1. */
export const OWASP_SCRYPT = { N: 2 ** 17, r: 8, p: 1 } as const;

export type ScryptCost = { N: number; r: number; p: number };

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
};

const KEY_LENGTH = 32;

/**
 * Stored as `scrypt$N$r$p$salt$key` (base64url), so the cost can be raised later without breaking
 * existing hashes: verification uses the parameters stored with each hash.
 */
export const createScryptHasher = (cost: ScryptCost = OWASP_SCRYPT): PasswordHasher => {
  const run = (password: string, salt: Buffer, { N, r, p }: ScryptCost) =>
    scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r + 1024 * 1024 });
  return {
    async hash(password) {
      const salt = randomBytes(16);
      const key = await run(password, salt, cost);
      return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
    },
    async verify(password, stored) {
      const [scheme, N, r, p, salt, key] = stored.split('$');
      if (scheme !== 'scrypt' || !salt || !key) return false;
      const expected = Buffer.from(key, 'base64url');
      const actual = await run(password, Buffer.from(salt, 'base64url'), { N: Number(N), r: Number(r), p: Number(p) });
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
};
