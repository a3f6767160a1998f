import { describe, expect, it } from 'vitest';
import { createScryptHasher } from './password-hasher.js';
import { createSessionTokens } from './session-token.js';

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

describe('session tokens', () => {
  const secret = 'x'.repeat(32);
  it('round-trips a session and refuses a tampered or foreign one', () => {
    let now = 1_000_000;
    const tokens = createSessionTokens(secret, () => now);
    const token = tokens.issue('u1', 60);
    expect(tokens.verify(token)?.uid).toBe('u1');
    const [body, sig] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ uid: 'admin', iat: 0, exp: 9e9 })).toString('base64url');
    expect(tokens.verify(`${forged}.${sig}`)).toBeNull();
    expect(createSessionTokens('y'.repeat(32)).verify(token)).toBeNull();
    expect(tokens.verify(`${body}`)).toBeNull();
    now += 61_000;
    expect(tokens.verify(token)).toBeNull();
  });
  it('refuses a short secret', () => expect(() => createSessionTokens('short')).toThrow());
});
