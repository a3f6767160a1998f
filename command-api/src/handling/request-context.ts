import type { Context, Middleware } from 'koa';
import { randomUUID } from 'node:crypto';
import { currentUser, requestIdOf, type EventMetadata } from '@sb/platform';
import type { CommandApiDeps } from '../deps.js';

export const SCHEMA_VERSION = 1;

/**
 * Facts about the request that every event it appends carries in `metadata.request`, gathered by middlewares
 * as the request goes through: the acting admin's id on admin commands (the audit trail's "who"). One small
 * object, open to more facts (a request id, ...); absent when the request added none.
 */
export type RequestFacts = { adminId?: string; [fact: string]: unknown };

type FactsState = { correlationId?: string; requestFacts?: RequestFacts };

export const addRequestFacts = (ctx: Context, facts: RequestFacts) => {
  const state = ctx.state as FactsState;
  state.requestFacts = { ...state.requestFacts, ...facts };
};

/** On the admin command routes (after requireAdmin): the events they append name the admin who acted. */
export const recordActingAdmin: Middleware = async (ctx, next) => {
  addRequestFacts(ctx, { adminId: currentUser(ctx).id });
  await next();
};

/**
 * Metadata for every event a request appends: who, when, one correlation id per request, the request's id
 * (X-Request-Id, see observeRequests: the logs of the request and of the event's projection carry it too) and
 * its facts.
 */
export const eventMetadata = (ctx: Context, deps: CommandApiDeps, actor: string): EventMetadata => {
  const state = ctx.state as FactsState;
  const requestId = requestIdOf(ctx);
  state.correlationId ??= ctx.get('x-correlation-id') || requestId || randomUUID();
  const request = state.requestFacts;
  return {
    at: deps.clock().toISOString(),
    actor,
    correlationId: state.correlationId,
    causationId: state.correlationId,
    schema: SCHEMA_VERSION,
    ...(requestId ? { requestId } : {}),
    ...(request && Object.keys(request).length > 0 ? { request: { ...request } } : {}),
  };
};

/** Read-your-writes: the client sends this back as X-Min-Position on its next queries. */
export const answerWithPosition = (ctx: Context, position: number, status: number, body: unknown) => {
  ctx.set('X-Log-Position', String(position));
  ctx.status = status;
  ctx.body = body;
};
