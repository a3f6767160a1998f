import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A stateless signed session: `base64url(payload).base64url(HMAC-SHA256)`. Both APIs verify it with the
 * shared SESSION_SECRET; who the user is *now* (role, status, existence) is read from the read model per request.
 */
export type SessionPayload = { uid: string; iat: number; exp: number };

export const SESSION_COOKIE = 'sb_session';
export const SESSION_TTL_SECONDS = 12 * 60 * 60;

export const createSessionTokens = (secret: string, now: () => number = Date.now) => {
  if (secret.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters');
  const sign = (body: string) => createHmac('sha256', secret).update(body).digest('base64url');
  return {
    issue(uid: string, ttlSeconds = SESSION_TTL_SECONDS): string {
      const iat = Math.floor(now() / 1000);
      const body = Buffer.from(JSON.stringify({ uid, iat, exp: iat + ttlSeconds })).toString('base64url');
      return `${body}.${sign(body)}`;
    },
    verify(token: string | undefined): SessionPayload | null {
      if (!token) return null;
      const [body, signature] = token.split('.');
      if (!body || !signature) return null;
      const expected = Buffer.from(sign(body));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as SessionPayload;
        if (typeof payload.uid !== 'string' || typeof payload.exp !== 'number') return null;
        return payload.exp * 1000 > now() ? payload : null;
      } catch {
        return null;
      }
    },
  };
};

export type SessionTokens = ReturnType<typeof createSessionTokens>;
