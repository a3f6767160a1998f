import type { Context, Next } from 'koa';
import type { ProjectionProgress } from '@sb/projectors';

/**
 * Read-your-writes: a client that just wrote sends back the X-Log-Position it was given as X-Min-Position;
 * the answer waits (bounded) until the read models have applied that position. If they have not caught up
 * in time the answer still goes out, marked stale, rather than hanging the screen.
 */
export const honourMinPosition =
  (progress: ProjectionProgress, maxWaitMs: number) => async (ctx: Context, next: Next) => {
    const wanted = Number(ctx.get('x-min-position'));
    if (Number.isSafeInteger(wanted) && wanted > 0) {
      const reached = await progress.waitFor(wanted, maxWaitMs);
      if (!reached) ctx.set('X-Projection-Stale', 'true');
    }
    ctx.set('X-Projection-Position', String(await progress.position()));
    await next();
  };
