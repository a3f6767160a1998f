import { z } from 'zod';

/**
 * Request bodies of the casino commands. Only the shape is checked here; the rules (a multiple of $5, the
 * casino maximum, the balance, the bet types and choices) are the domain's, so every message has one home.
 */
const bet = z.union([z.number(), z.string()], { error: 'Place a bet with a chip' });
/** Casino play is cash only; a client asking for another balance is told so (by the domain), not ignored. */
const balanceType = z.string().optional();

/** POST /api/casino/roulette/spin (spec section 7). */
export const ZRouletteSpinRequest = z.object({
  bet,
  betType: z.string({ error: 'Choose a bet type' }),
  balanceType,
});

/** POST /api/casino/slots/spin and POST /api/casino/blackjack/deal. */
export const ZStakeOnlyRequest = z.object({ bet, balanceType });

/** POST /api/casino/baccarat/deal. */
export const ZBaccaratDealRequest = z.object({
  bet,
  choice: z.string({ error: 'Choose player, banker or tie' }),
  balanceType,
});

/** POST /api/casino/craps/roll: bet and choice on the come-out; no body (or {}) while a point stands. */
export const ZCrapsRollRequest = z.object({
  bet: bet.optional(),
  choice: z.string({ error: "Choose Pass Line or Don't Pass" }).optional(),
  balanceType,
});

/**
 * POST /api/casino/blackjack/hit, /stand and /double: they act on the player's blackjack hand in play;
 * `roundId`, when sent, must be that hand (an answer about another or a finished round instead of acting).
 */
export const ZCasinoActionRequest = z.object({ roundId: z.string({ error: 'Round id must be text' }).optional() });

/** POST /api/casino/fairness/client-seed. */
export const ZClientSeedRequest = z.object({
  clientSeed: z.string({ error: 'Client seed must be text' }),
});
