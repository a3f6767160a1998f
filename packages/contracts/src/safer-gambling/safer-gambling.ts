import { z } from 'zod';

/** The player's IANA time zone (the browser's `Intl.DateTimeFormat().resolvedOptions().timeZone`). */
const timeZone = z
  .string({ error: 'timeZone is required' })
  .min(1, { error: 'timeZone is required' })
  .max(64, { error: 'timeZone is too long' });

/** POST /api/safer-gambling/limits: set, lower, raise or remove (amountCents null) one limit. */
export const ZSetPlayLimitRequest = z.object({
  kind: z.enum(['loss', 'stake'], { error: "kind must be 'loss' or 'stake'" }),
  period: z.enum(['day', 'week', 'month'], { error: "period must be 'day', 'week' or 'month'" }),
  amountCents: z
    .number({ error: 'amountCents must be a whole number of cents or null' })
    .int({ error: 'amountCents must be a whole number of cents or null' })
    .nonnegative({ error: 'amountCents must be a whole number of cents or null' })
    .nullable(),
  timeZone,
});
export type TSetPlayLimitRequest = z.infer<typeof ZSetPlayLimitRequest>;

/** POST /api/safer-gambling/time-out */
export const ZTimeOutRequest = z.object({
  duration: z.enum(['24h', '7d', '30d'], { error: "duration must be '24h', '7d' or '30d'" }),
  timeZone,
});
export type TTimeOutRequest = z.infer<typeof ZTimeOutRequest>;

/** POST /api/safer-gambling/self-exclusion (cannot be undone before it ends, by anyone). */
export const ZSelfExclusionRequest = z.object({
  duration: z.enum(['6m', '1y', '5y'], { error: "duration must be '6m', '1y' or '5y'" }),
  timeZone,
});
export type TSelfExclusionRequest = z.infer<typeof ZSelfExclusionRequest>;

/** POST /api/safer-gambling/reality-check: every N minutes (5 to 240), null = off. */
export const ZRealityCheckRequest = z.object({
  intervalMinutes: z
    .number({ error: 'intervalMinutes must be a whole number of minutes or null' })
    .int({ error: 'intervalMinutes must be a whole number of minutes or null' })
    .nullable(),
});
export type TRealityCheckRequest = z.infer<typeof ZRealityCheckRequest>;

export type TLimitKind = TSetPlayLimitRequest['kind'];
export type TLimitPeriod = TSetPlayLimitRequest['period'];

const ZLimitKind = ZSetPlayLimitRequest.shape.kind;
const ZLimitPeriod = ZSetPlayLimitRequest.shape.period;

/** One limit: amountCents null when none is in force; usage in the current period; a pending raise or removal. */
const ZPlayLimit = z
  .object({
    kind: ZLimitKind,
    period: ZLimitPeriod,
    amountCents: z.number().int().nullable(),
    timeZone: z.string().nullable(),
    usedCents: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Stakes, or net cash loss (negative when the player is up), in the current period.' }),
    leftCents: z.number().int().nullable(),
    resetsAt: z.string().nullable(),
    pending: z.object({ amountCents: z.number().int().nullable(), effectiveAt: z.string() }).nullable(),
  })
  .meta({ id: 'PlayLimit' });
export type TPlayLimitDto = z.infer<typeof ZPlayLimit>;

/** The time-out or self-exclusion in force. */
const ZExclusion = z
  .object({ kind: z.enum(['time-out', 'self-exclusion']), duration: z.string(), from: z.string(), until: z.string() })
  .meta({ id: 'Exclusion' });
export type TExclusionDto = z.infer<typeof ZExclusion>;

/**
 * GET /api/safer-gambling (the player's own), GET /api/admin/users/:id/safer-gambling (read-only for admins),
 * and the 200 of every safer-gambling command: all six limits, the exclusion in force, the reality check.
 */
export const ZSaferGambling = z
  .object({
    limits: z.array(ZPlayLimit),
    exclusion: ZExclusion.nullable(),
    realityCheckMinutes: z.number().int().nullable(),
  })
  .meta({ id: 'SaferGambling' });
export type TSaferGamblingDto = z.infer<typeof ZSaferGambling>;

/** The 422 problem+json of a bet or a round a limit refuses ('Daily loss limit reached: $0.00 left until 00:00'). */
export const ZLimitRefusal = z
  .object({
    error: z.string(),
    rule: z.literal('safer_gambling_limit'),
    limit: z.object({ kind: ZLimitKind, period: ZLimitPeriod, amountCents: z.number().int() }),
    leftCents: z.number().int(),
    resetsAt: z.string(),
  })
  .meta({ id: 'LimitRefusal' });
export type TLimitRefusal = z.infer<typeof ZLimitRefusal>;
