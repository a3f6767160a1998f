import { z } from 'zod';

/**
 * The casino's HTTP answers, shared by the command and query APIs and mf-casino. Money in dollars (at most two
 * decimals), as everywhere else in the API. Every round is decided on the server from a provably fair draw.
 *
 * `bet` is everything staked in the round (a doubled blackjack hand counts twice), `payout` is what the round
 * returned to the balance when it ended (stake included; 0 for a loss; the stake alone for a push or a
 * returned baccarat bet) and `netChange` = payout - bet: the round's effect on the cash balance.
 */

const ZCasinoGame = z.enum(['roulette', 'blackjack', 'slots', 'baccarat', 'craps']);
export type TCasinoGame = z.infer<typeof ZCasinoGame>;

const ZCardSuit = z.enum(['diamonds', 'hearts', 'spades', 'clubs']);
const ZCardRank = z.enum(['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A']);
export type TCardSuit = z.infer<typeof ZCardSuit>;
export type TCardRank = z.infer<typeof ZCardRank>;

/** Spec section 3 "Casino card": `value` is the card's points in its game (blackjack: A = 11; baccarat: 0-9). */
const ZCard = z
  .object({ rank: ZCardRank, suit: ZCardSuit, value: z.number().int(), displayValue: z.string() })
  .meta({ id: 'Card' });
export type TCard = z.infer<typeof ZCard>;

const ZRouletteBetType = z.union([
  z.enum(['red', 'black', 'even', 'odd', 'low', 'high']),
  z.templateLiteral(['number-', z.number()]),
]);
export type TRouletteBetType = z.infer<typeof ZRouletteBetType>;
const ZBaccaratChoice = z.enum(['player', 'banker', 'tie']);
export type TBaccaratChoice = z.infer<typeof ZBaccaratChoice>;
const ZCrapsChoice = z.enum(['pass', 'dontPass']);
export type TCrapsChoice = z.infer<typeof ZCrapsChoice>;
const ZSlotSymbol = z.enum(['cherry', 'lemon', 'orange', 'plum', 'bell', 'bar', 'diamond', 'seven']);
export type TSlotSymbol = z.infer<typeof ZSlotSymbol>;
const ZCasinoAction = z.enum(['hit', 'stand', 'double', 'roll']);
export type TCasinoAction = z.infer<typeof ZCasinoAction>;

const ZRouletteOutcome = z.object({
  game: z.literal('roulette'),
  betType: ZRouletteBetType,
  pocket: z.number().int(),
  colour: z.enum(['red', 'black', 'green']),
});
export type TRouletteOutcome = z.infer<typeof ZRouletteOutcome>;
const ZSlotsOutcome = z.object({
  game: z.literal('slots'),
  reels: z.tuple([ZSlotSymbol, ZSlotSymbol, ZSlotSymbol]),
  multiplier: z.number(),
});
export type TSlotsOutcome = z.infer<typeof ZSlotsOutcome>;
const ZBaccaratOutcome = z.object({
  game: z.literal('baccarat'),
  choice: ZBaccaratChoice,
  playerCards: z.array(ZCard),
  bankerCards: z.array(ZCard),
  playerTotal: z.number().int(),
  bankerTotal: z.number().int(),
  winner: z.enum(['player', 'banker', 'tie']),
});
export type TBaccaratOutcome = z.infer<typeof ZBaccaratOutcome>;
const ZBlackjackHandStatus = z.enum(['active', 'blackjack', 'busted', 'stood']);
export type TBlackjackHandStatus = z.infer<typeof ZBlackjackHandStatus>;
const ZBlackjackOutcome = z.object({
  game: z.literal('blackjack'),
  playerCards: z.array(ZCard),
  dealerCards: z.array(ZCard).meta({
    description: "While the hand is open only the dealer's up card is shown; the hole card comes at the end.",
  }),
  playerTotal: z.number().int(),
  dealerTotal: z.number().int(),
  playerStatus: ZBlackjackHandStatus,
  dealerStatus: ZBlackjackHandStatus,
  result: z
    .enum(['blackjack', 'win', 'lose', 'push'])
    .nullable()
    .meta({ description: 'Only when the round is complete.' }),
});
export type TBlackjackOutcome = z.infer<typeof ZBlackjackOutcome>;
const ZDiceRoll = z.object({ dice: z.tuple([z.number().int(), z.number().int()]), total: z.number().int() });
export type TDiceRoll = z.infer<typeof ZDiceRoll>;
const ZCrapsOutcome = z.object({
  game: z.literal('craps'),
  choice: ZCrapsChoice,
  rolls: z
    .array(ZDiceRoll)
    .meta({ description: 'Every roll of the round, oldest first; the last one is the roll just made.' }),
  point: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'The point while it stands; null on the come-out and once the round is over.' }),
  result: z.enum(['win', 'lose']).nullable(),
});
export type TCrapsOutcome = z.infer<typeof ZCrapsOutcome>;
const ZCasinoOutcome = z.discriminatedUnion('game', [
  ZRouletteOutcome,
  ZSlotsOutcome,
  ZBaccaratOutcome,
  ZBlackjackOutcome,
  ZCrapsOutcome,
]);
export type TCasinoOutcome = z.infer<typeof ZCasinoOutcome>;

/** The opening bet's choice: with `openingBet`, the seeds and `actions`, what a replay (playRound) needs. */
const ZCasinoOpening = z.discriminatedUnion('game', [
  z.object({ game: z.literal('roulette'), betType: z.string() }),
  z.object({ game: z.literal('slots') }),
  z.object({ game: z.literal('baccarat'), choice: z.string() }),
  z.object({ game: z.literal('craps'), choice: z.string() }),
  z.object({ game: z.literal('blackjack') }),
]);
export type TCasinoOpening = z.infer<typeof ZCasinoOpening>;

/** Every round answer (commands) and every item of the round lists (queries). */
const ZCasinoRoundFields = z.object({
  roundId: z.string(),
  game: ZCasinoGame,
  status: z.enum(['open', 'complete']),
  opening: ZCasinoOpening.meta({ description: 'The choice made with the opening bet.' }),
  openingBet: z.number().meta({ description: 'The stake of the opening bet (before a double).' }),
  bet: z.number(),
  payout: z.number().meta({ description: '0 while the round is open.' }),
  netChange: z.number().meta({ description: '0 while the round is open.' }),
  newBalance: z.number().meta({ description: 'The cash balance after this step.' }),
  message: z.string().meta({ description: "The spec's message for this step, e.g. 'Point established: 6'." }),
  actions: z.array(ZCasinoAction).meta({ description: "The player's actions after the opening bet, in order." }),
  allowedActions: z.array(ZCasinoAction).meta({ description: 'What the player may do next (empty once complete).' }),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  serverSeed: z.string().nullable().meta({ description: 'Revealed once the seed pair was rotated; null before.' }),
  outcome: ZCasinoOutcome,
  startedAt: z.string(),
  endedAt: z.string().nullable(),
});
export const ZCasinoRound = ZCasinoRoundFields.meta({ id: 'CasinoRound' });
export type TCasinoRound = z.infer<typeof ZCasinoRound>;

/** POST /api/casino/roulette/spin: the spec's answer, plus the round. */
export const ZRouletteSpinResponse = ZCasinoRoundFields.extend({ spinResult: z.number().int(), won: z.boolean() }).meta(
  { id: 'RouletteSpinResponse' },
);
export type TRouletteSpinResponse = z.infer<typeof ZRouletteSpinResponse>;

/** The current seed pair: POST /api/casino/fairness and /fairness/client-seed, GET /api/casino/fairness. */
export const ZFairness = z
  .object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number().int() })
  .meta({ id: 'Fairness' });
export type TFairnessDto = z.infer<typeof ZFairness>;

/**
 * GET /api/casino/fairness: the pair, or nulls while the player has none yet. A pair is committed by
 * POST /api/casino/fairness (call it when the casino opens, so the hash is shown before the first round) or by
 * the player's first casino command.
 */
export const ZFairnessQuery = z
  .union([ZFairness, z.object({ serverSeedHash: z.null(), clientSeed: z.null(), nonce: z.literal(0) })])
  .meta({ id: 'FairnessQuery' });
export type TFairnessQueryDto = z.infer<typeof ZFairnessQuery>;

/** POST /api/casino/fairness/rotate: the revealed pair and the new one. */
export const ZSeedRotation = z
  .object({
    revealed: z.object({
      serverSeed: z.string(),
      serverSeedHash: z.string(),
      clientSeed: z.string(),
      nonce: z.number().int(),
    }),
    current: ZFairness,
  })
  .meta({ id: 'SeedRotation' });
export type TSeedRotationDto = z.infer<typeof ZSeedRotation>;

/** GET /api/casino/rounds (newest first, at most 50) and GET /api/casino/rounds/open (at most one per game). */
export const ZCasinoRoundList = z.object({ rounds: z.array(ZCasinoRound) }).meta({ id: 'CasinoRoundList' });
export type TCasinoRoundList = z.infer<typeof ZCasinoRoundList>;
