import type { Context, Next } from 'koa';
import { HttpError } from './http-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The host an Origin header names; undefined when it names none (`null` from a sandboxed page, garbage). */
const hostOf = (origin: string) => {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
};

/**
 * CSRF guard for cookie sessions: a mutating request that names an Origin must come from this site.
 * Browsers always send Origin on cross-site POSTs, so a missing header means a non-browser client; an Origin
 * that names no site (`null`, garbage) is not this site.
 */
export const sameOriginGuard =
  (allowedOrigins: readonly string[] = []) =>
  async (ctx: Context, next: Next) => {
    const origin = ctx.get('origin');
    if (!SAFE_METHODS.has(ctx.method) && origin) {
      const host = ctx.get('x-forwarded-host') || ctx.host;
      const sameSite = origin === `${ctx.protocol}://${host}` || hostOf(origin) === host;
      if (!sameSite && !allowedOrigins.includes(origin)) throw new HttpError(403, 'Cross-site request refused');
    }
    await next();
  };
