import { createHmac, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'sb_session';

/** A new session id: 256 random bits, base64url (43 characters). It lives only in the browser's cookie. */
export const newSessionId = () => randomBytes(32).toString('base64url');

/**
 * The key a session is stored under: HMAC-SHA256 of its id with SESSION_SECRET, so a copy of the read store
 * yields no usable cookie and a guessed id cannot be checked without the secret.
 */
export const sessionKeyOf = (secret: string) => {
  if (secret.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters');
  return (sessionId: string) => createHmac('sha256', secret).update(sessionId).digest('hex');
};
