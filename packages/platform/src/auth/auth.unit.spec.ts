import { describe, expect, it } from 'vitest';
import { createScryptHasher } from './password-hasher.js';
import {
  assertPasswordPolicy,
  PASSWORD_IS_USERNAME,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_SHORT,
} from './password-policy.js';
import { newSessionId, sessionKeyOf } from './session-ids.js';

describe('password hasher', () => {
  const hasher = createScryptHasher({ N: 1024, r: 8, p: 1 });
  it('verifies the right password and refuses others', async () => {
    const stored = await hasher.hash('s3cret');
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await hasher.verify('s3cret', stored)).toBe(true);
    expect(await hasher.verify('S3cret', stored)).toBe(false);
    expect(await hasher.verify('s3cret', 'garbage')).toBe(false);
  });
  it('salts every hash', async () => {
    expect(await hasher.hash('same')).not.toBe(await hasher.hash('same'));
  });
});

describe('password policy', () => {
  it('refuses short, username and common passwords, each with its message', () => {
    expect(() => assertPasswordPolicy('carol', 'short7!')).toThrow(PASSWORD_TOO_SHORT);
    expect(() => assertPasswordPolicy('CarolineX', 'carolinex')).toThrow(PASSWORD_IS_USERNAME);
    expect(() => assertPasswordPolicy('carol', 'Password123')).toThrow(PASSWORD_TOO_COMMON);
    expect(() => assertPasswordPolicy('carol', '12345678')).toThrow(PASSWORD_TOO_COMMON);
    expect(() => assertPasswordPolicy('carol', 'correct horse')).not.toThrow();
  });
});

describe('session ids', () => {
  it('are 256 random bits, stored under a keyed hash', () => {
    const id = newSessionId();
    expect(Buffer.from(id, 'base64url')).toHaveLength(32);
    expect(newSessionId()).not.toBe(id);
    const keyOf = sessionKeyOf('x'.repeat(32));
    expect(keyOf(id)).toMatch(/^[0-9a-f]{64}$/);
    expect(keyOf(id)).not.toBe(sessionKeyOf('y'.repeat(32))(id));
  });
  it('refuse a short secret', () => expect(() => sessionKeyOf('short')).toThrow());
});
