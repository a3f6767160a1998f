import type { Context } from 'koa';
import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '@sb/platform';
import type { CommandApiDeps } from '../deps.js';

export const SCHEMA_VERSION = 1;

/** Metadata for every event a request appends: who, when, and one correlation id per request. */
export const eventMetadata = (ctx: Context, deps: CommandApiDeps, actor: string): EventMetadata => {
  const state = ctx.state as { correlationId?: string };
  state.correlationId ??= ctx.get('x-correlation-id') || randomUUID();
  return {
    at: deps.clock().toISOString(),
    actor,
    correlationId: state.correlationId,
    causationId: state.correlationId,
    schema: SCHEMA_VERSION,
  };
};

/** Read-your-writes: the client sends this back as X-Min-Position on its next queries. */
export const answerWithPosition = (ctx: Context, position: number, status: number, body: unknown) => {
  ctx.set('X-Log-Position', String(position));
  ctx.status = status;
  ctx.body = body;
};
