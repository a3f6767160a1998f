import { z } from 'zod';

const STAKE_MESSAGE = 'Stake must be an amount with at most two decimals';
const dollars = z.union([z.number({ error: STAKE_MESSAGE }), z.string({ error: STAKE_MESSAGE })], {
  error: STAKE_MESSAGE,
});
const eventId = z.string({ error: 'Each leg needs an eventId' }).min(1, { error: 'Each leg needs an eventId' });
const odds = (field: string) => z.number({ error: `${field} must be a number` });
const legs = <T extends z.ZodType>(leg: T) =>
  z
    .array(leg, { error: 'legs must be a list' })
    .min(1, { error: 'Add a selection to your bet slip' })
    .max(20, { error: 'A bet can have at most 20 legs' });

/** POST /api/bets from the sportsbook, live-betting and prop-builder pages (spec section 7). Stakes in dollars. */
export const ZSportsbookBetRequest = z.object({
  betMode: z.string({ error: 'Bet mode must be single or parlay' }),
  stake: dollars.optional(),
  balanceType: z.string().optional(),
  legs: legs(
    z.object({
      eventId,
      marketType: z.string({ error: 'Each leg needs a marketType' }),
      selection: z.string({ error: 'Each leg needs a selection' }),
      americanOdds: odds('americanOdds'),
      line: z.number().nullable().optional(),
      stake: dollars.optional(),
      propId: z.string().optional(),
    }),
  ),
});

/** POST /api/bets from the event page: `selection` is '<marketType>:<side>' or '<propType>:<side>:<propId>'. */
export const ZEventPageBetRequest = z.object({
  betType: z.string({ error: 'Bet type must be straight or parlay' }),
  stake: dollars.optional(),
  legs: legs(
    z.object({
      eventId,
      selection: z.string({ error: 'Each leg needs a selection' }),
      odds: odds('odds'),
      stake: dollars.optional(),
    }),
  ),
});

/** What the web apps send: the schemas' input (stakes in dollars, as numbers or strings). */
export type TSportsbookBetRequest = z.input<typeof ZSportsbookBetRequest>;
export type TEventPageBetRequest = z.input<typeof ZEventPageBetRequest>;

/** 201 of POST /api/bets: the spec's answer, plus every id when several singles were placed together. */
export const ZPlaceBetResponse = z
  .object({ betId: z.string(), potentialPayout: z.number(), betIds: z.array(z.string()) })
  .meta({ id: 'PlaceBetResponse' });
export type TPlaceBetResponse = z.infer<typeof ZPlaceBetResponse>;
