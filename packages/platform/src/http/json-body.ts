import type { Context } from 'koa';
import { HttpError } from './http-error.js';

export const DEFAULT_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * Reads a JSON request body with a size limit. An empty body is `{}` (the spec posts empty bodies to some
 * admin routes). A body with another content type is refused, which also blocks simple cross-site form posts.
 */
export const readJsonBody = async (ctx: Context, limitBytes = DEFAULT_BODY_LIMIT_BYTES): Promise<unknown> => {
  const declared = Number(ctx.get('content-length') || 0);
  if (declared > limitBytes) throw new HttpError(413, 'Request body is too large');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > limitBytes) throw new HttpError(413, 'Request body is too large');
    chunks.push(chunk as Buffer);
  }
  if (size === 0) return {};
  if (!ctx.is('application/json'))
    throw new HttpError(415, 'Request body must be JSON (Content-Type: application/json)');
  let body: unknown;
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON');
  }
  // Every command takes an object: `null`, a list or a bare value is refused here, once for every route.
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'Request body must be a JSON object');
  }
  return body;
};
