import { describe, expect, it } from 'vitest';
import { REDACTED, redactSecrets } from './redact-secrets.js';

describe('redactSecrets', () => {
  it('answers fields without a secret as they are (no copy)', () => {
    const line = { requestId: 'r1', method: 'POST', route: '/api/bets', status: 201, body: { stakeCents: 500 } };
    expect(redactSecrets(line)).toBe(line);
  });

  it('redacts each secret key in the fields and one or two levels down, objects and arrays alike', () => {
    const fields = {
      password: 'hunter22',
      body: { username: 'ana', newPassword: 'x', currentPassword: 'y', token: 't' },
      sessions: [{ sessionId: 's1' }],
      req: { headers: { cookie: 'sb_session=abc', authorization: 'Bearer t', 'set-cookie': 'sb_session=abc' } },
      res: { headers: { 'set-cookie': ['a=1'] } },
      headers: { 'set-cookie': 'b=2' },
    };
    expect(redactSecrets(fields)).toEqual({
      password: REDACTED,
      body: { username: 'ana', newPassword: REDACTED, currentPassword: REDACTED, token: REDACTED },
      sessions: [{ sessionId: REDACTED }],
      req: { headers: { cookie: REDACTED, authorization: REDACTED, 'set-cookie': REDACTED } },
      res: { headers: { 'set-cookie': REDACTED } },
      headers: { 'set-cookie': REDACTED },
    });
  });

  it('leaves the caller’s objects as they were, and the parts without a secret shared', () => {
    const body = { username: 'ana', password: 'hunter22' };
    const meta = { at: '2026-12-01T20:00:00.000Z' };
    const fields = { body, meta };
    const redacted = redactSecrets(fields);
    expect(body.password).toBe('hunter22');
    expect(fields.body).toBe(body);
    expect(redacted.meta).toBe(meta);
    expect(redacted.body).toEqual({ username: 'ana', password: REDACTED });
  });

  it('looks no deeper than two levels down, as the paths it replaces did (`*.*.password`)', () => {
    const deep = { a: { b: { c: { password: 'kept' } } } };
    expect(redactSecrets(deep)).toBe(deep);
    expect(redactSecrets({ a: { b: { password: 'x' } } })).toEqual({ a: { b: { password: REDACTED } } });
  });

  it('keeps an error an error when it redacts inside it (its message and stack are not enumerable)', () => {
    const error = Object.assign(new Error('login failed'), { password: 'hunter22' });
    const redacted = redactSecrets({ err: error }).err as Error & { password: string };
    expect(redacted).toBeInstanceOf(Error);
    expect(redacted.message).toBe('login failed');
    expect(redacted.stack).toBe(error.stack);
    expect(redacted.password).toBe(REDACTED);
    expect(error.password).toBe('hunter22');
  });

  it('redacts a set-cookie only under headers', () => {
    const fields = { cookieBanner: { 'set-cookie': 'shown' } };
    expect(redactSecrets(fields)).toBe(fields);
  });
});
