import type { Context, Next } from 'koa';
import { DomainError, type DomainErrorKind } from '@sb/domain';
import { HttpError } from './http-error.js';
import { ExpectedVersionConflict } from '../event-store/event-store.js';
import { requestIdOf } from '../observability/request-id.js';

const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rule: 422,
};

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export type ErrorLogger = { error: (message: string, meta?: Record<string, unknown>) => void };

const answer = (
  ctx: Context,
  status: number,
  message: string,
  { code, details }: { code?: string; details?: Record<string, unknown> } = {},
) => {
  ctx.status = status;
  ctx.type = 'application/problem+json';
  // `error` carries the text the spec shows to users; `detail` is the RFC 9457 field with the same text; `code`
  // is the stable name of a domain error that programs match on.
  ctx.body = {
    type: 'about:blank',
    title: TITLES[status] ?? 'Error',
    status,
    detail: message,
    error: message,
    ...(code === undefined ? {} : { code }),
    ...details,
  };
};

/**
 * The one place where failures become answers: domain errors and transport errors keep their message;
 * anything else is logged and answered as a 500 without internals.
 */
export const problemJson =
  (logger: ErrorLogger = console) =>
  async (ctx: Context, next: Next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) answer(ctx, 404, 'Not found');
    } catch (error) {
      if (error instanceof DomainError)
        return answer(ctx, STATUS_BY_KIND[error.kind], error.message, { code: error.code, details: error.details });
      if (error instanceof ExpectedVersionConflict)
        return answer(ctx, 409, 'Another change was made at the same time. Please try again.');
      if (error instanceof HttpError) {
        ctx.set(error.headers);
        return answer(ctx, error.status, error.message);
      }
      logger.error('request failed', {
        requestId: requestIdOf(ctx),
        path: ctx.path,
        method: ctx.method,
        error: String(error),
      });
      answer(ctx, 500, 'Internal server error');
    }
  };
