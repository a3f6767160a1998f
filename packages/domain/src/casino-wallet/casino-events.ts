import type { CasinoAction, CasinoGame, CasinoOutcome, RoundOpening } from '../casino/index.js';
import type { DomainEvent } from '../shared/decider.js';

/**
 * Casino facts on `wallet-<userId>`, hash-chained with every other money fact of the player. Amounts are cash
 * cents (casino play never uses free play).
 *
 * The seed pair's server seed is in the log (the log is server-side); read models store only its hash until
 * CasinoSeedsRotated reveals it.
 */

/** The player's current pair, committed before it is used: created lazily by the first casino command. */
export type CasinoSeedsCommitted = DomainEvent<
  'CasinoSeedsCommitted',
  { userId: string; serverSeed: string; serverSeedHash: string; clientSeed: string }
>;

/** The player chose another client seed; the server seed and the nonce go on. */
export type CasinoClientSeedChanged = DomainEvent<'CasinoClientSeedChanged', { userId: string; clientSeed: string }>;

/** Reveals the old server seed (with the nonce it reached) and commits a new one; the nonce starts again at 0. */
export type CasinoSeedsRotated = DomainEvent<
  'CasinoSeedsRotated',
  {
    userId: string;
    revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number };
    next: { serverSeed: string; serverSeedHash: string; clientSeed: string };
  }
>;

/** What the player sees after a step of a round (the dealer's hole card stays hidden while a hand is open). */
export type CasinoRoundView = { message: string; allowedActions: CasinoAction[]; outcome: CasinoOutcome };

/** The opening bet: its stake leaves the cash balance with this event. */
export type CasinoRoundStarted = DomainEvent<
  'CasinoRoundStarted',
  {
    userId: string;
    roundId: string;
    game: CasinoGame;
    opening: RoundOpening;
    stakeCents: number;
    serverSeedHash: string;
    clientSeed: string;
    nonce: number;
    startedAt: string;
    view: CasinoRoundView;
  }
>;

/** A hit, stand, double or roll; a double takes `extraStakeCents` from the cash balance. */
export type CasinoRoundActed = DomainEvent<
  'CasinoRoundActed',
  {
    userId: string;
    roundId: string;
    game: CasinoGame;
    action: CasinoAction;
    extraStakeCents: number;
    actedAt: string;
    view: CasinoRoundView;
  }
>;

/** The result: `payoutCents` (stake included, 0 for a loss) returns to the cash balance with this event. */
export type CasinoRoundEnded = DomainEvent<
  'CasinoRoundEnded',
  {
    userId: string;
    roundId: string;
    game: CasinoGame;
    /** Everything staked in the round (a double counts twice). */
    stakeCents: number;
    payoutCents: number;
    endedAt: string;
    view: CasinoRoundView;
  }
>;

export type CasinoSeedEvent = CasinoSeedsCommitted | CasinoClientSeedChanged | CasinoSeedsRotated;
export type CasinoRoundEvent = CasinoRoundStarted | CasinoRoundActed | CasinoRoundEnded;
export type CasinoEvent = CasinoSeedEvent | CasinoRoundEvent;

const CASINO_EVENT_TYPES: ReadonlySet<string> = new Set<CasinoEvent['type']>([
  'CasinoSeedsCommitted',
  'CasinoClientSeedChanged',
  'CasinoSeedsRotated',
  'CasinoRoundStarted',
  'CasinoRoundActed',
  'CasinoRoundEnded',
]);

export const isCasinoEvent = (event: { type: string }): event is CasinoEvent => CASINO_EVENT_TYPES.has(event.type);
