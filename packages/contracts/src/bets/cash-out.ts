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
export type TCashOutUnavailable = { betId: string; available: false; reason: string; message: string };

/** The current offer: `offer` in dollars to show, `offerCents` and `priceVersion` to send back when accepting. */
export type TCashOutAvailable = {
  betId: string;
  available: true;
  offer: number;
  offerCents: number;
  priceVersion: string;
};

/** GET /api/bets/:betId/cash-out. A bet already closed answers unavailable with its reason too. */
export type TCashOutOfferDto = TCashOutAvailable | TCashOutUnavailable;

/** 201 of POST /api/bets/:betId/cash-out: the bet is closed and `payout` was credited to cash. */
export type TCashOutResponse = { betId: string; status: 'cashed_out'; payout: number };

/** The 409 problem+json when prices moved: `offer` is the new offer to accept with one click. */
export type TCashOutConflict = {
  error: string;
  offer: { offerCents: number; offer: number; priceVersion: string };
};
