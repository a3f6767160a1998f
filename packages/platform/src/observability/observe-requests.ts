import { performance } from 'node:perf_hooks';
import type { Context, Next } from 'koa';
import type { AuthState } from '../auth/authenticate.js';
import type { Metrics } from './metrics.js';
import { chooseRequestId, REQUEST_ID_HEADER, type RequestIdState } from './request-id.js';

type AccessLogger = {
  info: (fields: Record<string, unknown>, message: string) => void;
  error: (fields: Record<string, unknown>, message: string) => void;
};

/** The route pattern @koa/router matched (`/api/admin/users/:id/approve`), so labels and logs stay few. */
const routeOf = (ctx: Context) => {
  const matched = (ctx as Context & { _matchedRoute?: string | RegExp })._matchedRoute;
  return matched === undefined ? 'unmatched' : String(matched);
};

const refusalReason = (ctx: Context, status: number) => {
  const code = (ctx.body as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' ? code : String(status);
};

/**
 * The first middleware of both APIs. It gives the request its id (X-Request-Id from the gateway, else a new
 * one), answers it in the X-Request-Id header, and when the answer is known writes one access-log line
 * (method, route pattern, status, duration, user id when signed in, request id) and the HTTP series; a refused
 * POST /api/bets also counts in sb_bets_refused_total by reason. Routes log nothing by hand.
 */
export const observeRequests =
  ({ logger, metrics, newRequestId }: { logger: AccessLogger; metrics?: Metrics; newRequestId?: () => string }) =>
  async (ctx: Context, next: Next) => {
    const started = performance.now();
    const requestId = chooseRequestId(ctx.get(REQUEST_ID_HEADER), newRequestId);
    (ctx.state as RequestIdState).requestId = requestId;
    ctx.set(REQUEST_ID_HEADER, requestId);
    let escaped = false;
    try {
      await next();
    } catch (error) {
      escaped = true;
      throw error;
    } finally {
      const status = escaped ? 500 : ctx.status;
      const route = routeOf(ctx);
      const seconds = (performance.now() - started) / 1000;
      const labels = { method: ctx.method, route, status: String(status) };
      metrics?.httpRequests.inc(labels);
      metrics?.httpDuration.observe(labels, seconds);
      if (metrics && ctx.method === 'POST' && route === '/api/bets' && status >= 400 && status < 500) {
        metrics.betsRefused.inc({ reason: refusalReason(ctx, status) });
      }
      const line = {
        requestId,
        method: ctx.method,
        route,
        path: ctx.path,
        status,
        durationMs: Math.round(seconds * 10_000) / 10,
        userId: (ctx.state as AuthState).user?.id,
      };
      if (status >= 500) logger.error(line, 'request');
      else logger.info(line, 'request');
    }
  };
