import type { Context, Next } from 'koa';
import { SESSION_COOKIE } from '@sb/platform';
import type { ProjectionProgress } from '@sb/projectors';

/** A hot list's answer (the snapshot of its current version), as its route gives it. */
export type HotPoll = (ctx: Context) => Promise<void>;

/**
 * GET /api/events and /api/markets from anonymous pollers, answered straight after the no-op route: no session to
 * resolve, no read-your-writes wait asked, so nothing of the middleware after it applies, and the router's matching
 * is skipped. A request with a session cookie or X-Min-Position goes on to the routes as before (its session is
 * then touched and its position waited for). The access log and metrics still name the route.
 */
export const answerHotPolls =
  (progress: ProjectionProgress, polls: ReadonlyMap<string, HotPoll>) => async (ctx: Context, next: Next) => {
    const poll = ctx.method === 'GET' || ctx.method === 'HEAD' ? polls.get(ctx.path) : undefined;
    if (!poll || ctx.get('x-min-position') !== '' || ctx.cookies.get(SESSION_COOKIE)) return next();
    (ctx as Context & { _matchedRoute?: string })._matchedRoute = ctx.path;
    ctx.set('X-Projection-Position', String(await progress.position()));
    await poll(ctx);
  };
