import { systemClock, type Clock, type FeedLogger } from '../odds-provider.js';

export type OddsApiHttpOptions = {
  apiKey: string;
  /** Default https://api.the-odds-api.com. */
  baseUrl?: string;
  /** Per request, via AbortSignal (default 10 s). */
  timeoutMs?: number;
  /** Further attempts after a 429 (default 3); waits follow retry-after, else 1 s, 2 s, 4 s..., each capped. */
  maxRetries?: number;
  backoffMs?: number;
  maxBackoffMs?: number;
  /** After the quota runs out, how long to wait before trying again (default 1 hour). */
  quotaPauseMs?: number;
  clock?: Clock;
  logger: FeedLogger;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  /**
   * Called after every answer with the quota headers (undefined when the answer has none) and the caller's estimate
   * of the request's cost, so the feed can keep what the provider charged.
   */
  onQuota?: (quota: { remaining: number; used: number; last: number } | undefined, estimate: number) => void;
};

export type OddsApiResponse = { ok: true; body: unknown } | { ok: false; reason: string };

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** retry-after is seconds or an HTTP date. */
const retryAfterMs = (header: string | null, now: number): number | undefined => {
  if (header === null) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
};

const messageOf = async (response: Response) => {
  const text = await response.text().catch(() => '');
  try {
    const parsed = JSON.parse(text) as { message?: unknown };
    return typeof parsed.message === 'string' ? parsed.message : text;
  } catch {
    return text || response.statusText;
  }
};

/**
 * GETs against The Odds API v4 with the key, a timeout, the usage quota (x-requests-remaining / -used, logged
 * after every call; no call is made while the quota is known to be spent) and a bounded back-off on 429.
 * Failures come back as a reason, never as a throw.
 */
export const createOddsApiHttp = (options: OddsApiHttpOptions) => {
  const { apiKey, logger, baseUrl = 'https://api.the-odds-api.com', timeoutMs = 10_000 } = options;
  const { maxRetries = 3, backoffMs = 1000, maxBackoffMs = 30_000, quotaPauseMs = 3_600_000 } = options;
  const { clock = systemClock, fetch: fetchImpl = fetch, sleep = realSleep } = options;
  let spentAt: number | undefined;

  const noteQuota = (response: Response, path: string, estimate: number) => {
    const remaining = response.headers.get('x-requests-remaining');
    const used = response.headers.get('x-requests-used');
    if (remaining === null) {
      options.onQuota?.(undefined, estimate);
      return;
    }
    const quota = {
      remaining: Number(remaining),
      used: Number(used),
      last: Number(response.headers.get('x-requests-last') ?? Number.NaN),
    };
    logger.info('the odds api: quota', { path, ...quota });
    options.onQuota?.(quota, estimate);
    spentAt = Number(remaining) <= 0 ? clock() : undefined;
  };

  /** `estimate`: what the caller expects the request to cost, recorded when the answer carries no quota headers. */
  const get = async (path: string, params: Record<string, string> = {}, estimate = 1): Promise<OddsApiResponse> => {
    if (spentAt !== undefined && clock() - spentAt < quotaPauseMs) {
      return { ok: false, reason: 'The Odds API usage quota is used up (x-requests-remaining: 0)' };
    }
    const url = new URL(path, baseUrl);
    for (const [name, value] of Object.entries({ ...params, apiKey })) url.searchParams.set(name, value);
    for (let attempt = 0; ; attempt += 1) {
      let response: Response;
      try {
        response = await fetchImpl(url, {
          signal: AbortSignal.timeout(timeoutMs),
          headers: { accept: 'application/json' },
        });
      } catch (error) {
        const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        return {
          ok: false,
          reason: timedOut
            ? `The Odds API did not answer ${path} within ${timeoutMs} ms`
            : `The Odds API could not be reached: ${error instanceof Error ? error.message : String(error)}`,
        };
      }
      noteQuota(response, path, estimate);
      if (response.status === 429 && attempt < maxRetries) {
        const wait = Math.min(
          maxBackoffMs,
          retryAfterMs(response.headers.get('retry-after'), clock()) ?? backoffMs * 2 ** attempt,
        );
        logger.warn('the odds api: rate limited, backing off', { path, attempt: attempt + 1, waitMs: wait });
        await response.body?.cancel();
        await sleep(wait);
        continue;
      }
      if (!response.ok)
        return {
          ok: false,
          reason: `The Odds API answered ${response.status} on ${path}: ${await messageOf(response)}`,
        };
      try {
        return { ok: true, body: await response.json() };
      } catch (error) {
        return {
          ok: false,
          reason: `The Odds API sent unreadable JSON on ${path}: ${error instanceof Error ? error.message : String(error)}`,
        };
      }
    }
  };

  return { get };
};

export type OddsApiHttp = ReturnType<typeof createOddsApiHttp>;
