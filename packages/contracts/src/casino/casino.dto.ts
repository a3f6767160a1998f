/**
 * The casino's HTTP answers, shared by the command and query APIs and mf-casino. Money in dollars (at most two
 * decimals), as everywhere else in the API. Every round is decided on the server from a provably fair draw.
 *
 * `bet` is everything staked in the round (a doubled blackjack hand counts twice), `payout` is what the round
 * returned to the balance when it ended (stake included; 0 for a loss; the stake alone for a push or a
 * returned baccarat bet) and `netChange` = payout - bet: the round's effect on the cash balance.
 */

export type TCasinoGame = 'roulette' | 'blackjack' | 'slots' | 'baccarat' | 'craps';

export type TCardSuit = 'diamonds' | 'hearts' | 'spades' | 'clubs';
export type TCardRank = '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10' | 'J' | 'Q' | 'K' | 'A';

/** Spec section 3 "Casino card": `value` is the card's points in its game (blackjack: A = 11; baccarat: 0-9). */
export type TCard = { rank: TCardRank; suit: TCardSuit; value: number; displayValue: string };

export type TRouletteBetType = 'red' | 'black' | 'even' | 'odd' | 'low' | 'high' | `number-${number}`;
export type TBaccaratChoice = 'player' | 'banker' | 'tie';
export type TCrapsChoice = 'pass' | 'dontPass';
export type TSlotSymbol = 'cherry' | 'lemon' | 'orange' | 'plum' | 'bell' | 'bar' | 'diamond' | 'seven';
export type TCasinoAction = 'hit' | 'stand' | 'double' | 'roll';

export type TRouletteOutcome = {
  game: 'roulette';
  betType: TRouletteBetType;
  pocket: number;
  colour: 'red' | 'black' | 'green';
};
export type TSlotsOutcome = { game: 'slots'; reels: [TSlotSymbol, TSlotSymbol, TSlotSymbol]; multiplier: number };
export type TBaccaratOutcome = {
  game: 'baccarat';
  choice: TBaccaratChoice;
  playerCards: TCard[];
  bankerCards: TCard[];
  playerTotal: number;
  bankerTotal: number;
  winner: 'player' | 'banker' | 'tie';
};
export type TBlackjackHandStatus = 'active' | 'blackjack' | 'busted' | 'stood';
export type TBlackjackOutcome = {
  game: 'blackjack';
  playerCards: TCard[];
  /** While the hand is open only the dealer's up card is shown; the hole card arrives when the round ends. */
  dealerCards: TCard[];
  playerTotal: number;
  dealerTotal: number;
  playerStatus: TBlackjackHandStatus;
  dealerStatus: TBlackjackHandStatus;
  /** Only when the round is complete. */
  result: 'blackjack' | 'win' | 'lose' | 'push' | null;
};
export type TDiceRoll = { dice: [number, number]; total: number };
export type TCrapsOutcome = {
  game: 'craps';
  choice: TCrapsChoice;
  /** Every roll of the round, oldest first; the last one is the roll just made. */
  rolls: TDiceRoll[];
  /** The point while it stands; null on the come-out and once the round is over. */
  point: number | null;
  result: 'win' | 'lose' | null;
};
export type TCasinoOutcome = TRouletteOutcome | TSlotsOutcome | TBaccaratOutcome | TBlackjackOutcome | TCrapsOutcome;

/** The opening bet's choice: with `openingBet`, the seeds and `actions`, what a replay (playRound) needs. */
export type TCasinoOpening =
  | { game: 'roulette'; betType: string }
  | { game: 'slots' }
  | { game: 'baccarat'; choice: string }
  | { game: 'craps'; choice: string }
  | { game: 'blackjack' };

/** Every round answer (commands) and every item of the round lists (queries). */
export type TCasinoRound = {
  roundId: string;
  game: TCasinoGame;
  status: 'open' | 'complete';
  /** The choice made with the opening bet. */
  opening: TCasinoOpening;
  /** The stake of the opening bet (before a double). */
  openingBet: number;
  bet: number;
  /** 0 while the round is open. */
  payout: number;
  /** 0 while the round is open. */
  netChange: number;
  /** The cash balance after this step. */
  newBalance: number;
  /** The spec's message for this step, e.g. 'Point established: 6' or 'Banker wins! You won $19.50!'. */
  message: string;
  /** The player's actions after the opening bet, in order (what a replay needs). */
  actions: TCasinoAction[];
  /** What the player may do next (empty once complete). */
  allowedActions: TCasinoAction[];
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** Revealed once the seed pair was rotated; null before. */
  serverSeed: string | null;
  outcome: TCasinoOutcome;
  startedAt: string;
  endedAt: string | null;
};

/** POST /api/casino/roulette/spin: the spec's answer, plus the round. */
export type TRouletteSpinResponse = TCasinoRound & {
  spinResult: number;
  won: boolean;
};

/** The current seed pair: POST /api/casino/fairness and /fairness/client-seed, GET /api/casino/fairness. */
export type TFairnessDto = { serverSeedHash: string; clientSeed: string; nonce: number };

/**
 * GET /api/casino/fairness: the pair, or nulls while the player has none yet. A pair is committed by
 * POST /api/casino/fairness (call it when the casino opens, so the hash is shown before the first round) or by
 * the player's first casino command.
 */
export type TFairnessQueryDto = TFairnessDto | { serverSeedHash: null; clientSeed: null; nonce: 0 };

/** POST /api/casino/fairness/rotate: the revealed pair and the new one. */
export type TSeedRotationDto = {
  revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number };
  current: TFairnessDto;
};

/** GET /api/casino/rounds (newest first, at most 50) and GET /api/casino/rounds/open (at most one per game). */
export type TCasinoRoundList = { rounds: TCasinoRound[] };
