import { randomUUID } from 'node:crypto';
import type { Context } from 'koa';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** What a gateway may hand us as an id (nginx's $request_id, a UUID, a trace id); anything else is replaced. */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export type RequestIdState = { requestId?: string };

/** The request's id, taken from X-Request-Id when it is a plausible id, else a new UUID. */
export const chooseRequestId = (offered: string, newId: () => string = randomUUID) =>
  ACCEPTED_REQUEST_ID.test(offered) ? offered : newId();

/** The id observeRequests gave this request (undefined outside that middleware, e.g. in a unit test). */
export const requestIdOf = (ctx: Pick<Context, 'state'>): string | undefined => (ctx.state as RequestIdState).requestId;

/**
 * The id of the request that appended an event (`metadata.requestId`), so projectors and process managers log
 * it beside their own work; undefined for events no request caused (the feed's schedule, a daily cleanup).
 */
export const requestIdOfEvent = (metadata: Readonly<Record<string, unknown>>): string | undefined =>
  typeof metadata.requestId === 'string' ? metadata.requestId : undefined;
