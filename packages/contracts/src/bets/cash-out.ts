import { z } from 'zod';

/** POST /api/bets/:betId/cash-out: accept the offer GET showed, at its price version. */
export const ZCashOutRequest = z.object({
  offerCents: z
    .number({ error: 'offerCents must be a whole number of cents' })
    .int({ error: 'offerCents must be a whole number of cents' })
    .positive({ error: 'offerCents must be a whole number of cents' }),
  priceVersion: z
    .string({ error: 'priceVersion is required' })
    .min(1, { error: 'priceVersion is required' })
    .max(2000, { error: 'priceVersion is too long' }),
});
export type TCashOutRequest = z.infer<typeof ZCashOutRequest>;

/** Why there is no offer (the domain's NoOfferReason) and the sentence to show. */
const ZCashOutUnavailable = z.object({
  betId: z.string(),
  available: z.literal(false),
  reason: z.string(),
  message: z.string(),
});
export type TCashOutUnavailable = z.infer<typeof ZCashOutUnavailable>;

/** The current offer: `offer` in dollars to show, `offerCents` and `priceVersion` to send back when accepting. */
const ZCashOutAvailable = z.object({
  betId: z.string(),
  available: z.literal(true),
  offer: z.number(),
  offerCents: z.number().int(),
  priceVersion: z.string(),
});
export type TCashOutAvailable = z.infer<typeof ZCashOutAvailable>;

/** GET /api/bets/:betId/cash-out. A bet already closed answers unavailable with its reason too. */
export const ZCashOutOffer = z
  .discriminatedUnion('available', [ZCashOutAvailable, ZCashOutUnavailable])
  .meta({ id: 'CashOutOffer' });
export type TCashOutOfferDto = z.infer<typeof ZCashOutOffer>;

/** 201 of POST /api/bets/:betId/cash-out: the bet is closed and `payout` was credited to cash. */
export const ZCashOutResponse = z
  .object({ betId: z.string(), status: z.literal('cashed_out'), payout: z.number() })
  .meta({ id: 'CashOutResponse' });
export type TCashOutResponse = z.infer<typeof ZCashOutResponse>;

/** The 409 problem+json when prices moved: `offer` is the new offer to accept with one click. */
export const ZCashOutConflict = z
  .object({
    error: z.string(),
    offer: z.object({ offerCents: z.number().int(), offer: z.number(), priceVersion: z.string() }),
  })
  .meta({ id: 'CashOutConflict' });
export type TCashOutConflict = z.infer<typeof ZCashOutConflict>;
