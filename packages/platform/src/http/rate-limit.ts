import { HttpError } from './http-error.js';

export type RateLimit = {
  max: number;
  windowMs: number;
  /** The refusal's text, given the seconds until the window ends (default: a generic 'too many attempts'). */
  refusal?: (retryAfterSeconds: number) => string;
};

const TOO_MANY_ATTEMPTS = () => 'Too many attempts. Please try again later.';

/**
 * Fixed-window counter per key (an IP or a username), kept in memory: enough for one process; a
 * multi-instance deployment puts the same rule in the gateway. Old windows are swept as keys are touched.
 */
export const createRateLimiter = (
  { max, windowMs, refusal = TOO_MANY_ATTEMPTS }: RateLimit,
  now: () => number = Date.now,
) => {
  const windows = new Map<string, { start: number; count: number }>();
  const sweep = (at: number) => {
    if (windows.size < 10_000) return;
    for (const [key, w] of windows) if (at - w.start >= windowMs) windows.delete(key);
  };
  return {
    /** Counts one attempt for every key; throws 429 when any of them is over the limit. */
    hit(...keys: string[]) {
      const at = now();
      sweep(at);
      for (const key of keys) {
        const w = windows.get(key);
        const current = w && at - w.start < windowMs ? w : { start: at, count: 0 };
        current.count += 1;
        windows.set(key, current);
        if (current.count > max) {
          const retryAfter = Math.ceil((current.start + windowMs - at) / 1000);
          throw new HttpError(429, refusal(retryAfter), { 'Retry-After': String(retryAfter) });
        }
      }
    },
  };
};
