import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import { canonicalJson, invalid } from '@sb/domain';
import type { CommandAnswer, IdempotencyRequest } from '@sb/platform';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const INVALID_IDEMPOTENCY_KEY =
  'Idempotency-Key must be a UUID such as 9b2f4c1e-3d5a-4e8b-8f7c-1a2b3c4d5e6f (one per action, the same on a retry)';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The request's Idempotency-Key, scoped to whoever sent it, with the SHA-256 of what it asks (method, path and
 * body in canonical JSON): undefined without the header, a 400 when the header is not one UUID.
 */
export const idempotencyRequest = (ctx: Context, scope: string, body: unknown): IdempotencyRequest | undefined => {
  const header = ctx.get(IDEMPOTENCY_KEY_HEADER);
  if (header === '') return undefined;
  if (!UUID.test(header)) throw invalid(INVALID_IDEMPOTENCY_KEY);
  const requestHash = createHash('sha256')
    .update(canonicalJson({ method: ctx.method, path: ctx.path, body }))
    .digest('hex');
  return { scope, key: header.toLowerCase(), requestHash };
};

/** Answers a command's recorded answer with its log position; a repeat of a key says so in Idempotent-Replayed. */
export const answerRecorded = (
  ctx: Context,
  { answer, position, replayed }: { answer?: CommandAnswer; position: number; replayed: boolean },
) => {
  if (!answer) throw new Error('A command ran without its answer');
  ctx.set('X-Log-Position', String(position));
  if (replayed) ctx.set('Idempotent-Replayed', 'true');
  ctx.status = answer.status;
  ctx.body = answer.body;
};
