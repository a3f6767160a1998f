import fc from 'fast-check';
import {
  americanOdds,
  evolveGame,
  priceLeg,
  type GameEvent,
  type GameState,
  type LegRequest,
  type PricedMarket,
  type WalletCommand,
} from '@sb/domain';

const GAME_ID = 'g1';
const AT = '2026-01-01T00:00:00.000Z';
const MONEYLINE: PricedMarket = {
  marketType: 'moneyline',
  line: null,
  awayLine: null,
  homeOdds: americanOdds(-150),
  awayOdds: americanOdds(130),
  overOdds: null,
  underOdds: null,
  bookmaker: 'DK+FD',
};
const scheduled: GameEvent = {
  type: 'GameScheduled',
  data: {
    gameId: GAME_ID,
    sport: 'NBA',
    league: 'NBA',
    homeTeam: 'Home',
    awayTeam: 'Away',
    scheduledAt: '2030-01-01T00:00:00.000Z',
    players: [],
  },
};
const game = evolveGame(null, scheduled) as GameState;
const finished = evolveGame(game, {
  type: 'GameFinished',
  data: { gameId: GAME_ID, homeScore: 101, awayScore: 99, periodScores: [], playerStats: {} },
}) as GameState;

/** One step of a wallet's generated life; `key` makes it an idempotent command (the key recorded on the stream). */
export type WalletStep = { command: (n: number) => WalletCommand; key: boolean };

const hex = fc.stringMatching(/^[0-9a-f]{16}$/);
const fresh = fc.record({ serverSeed: hex, clientSeed: hex });

const bet =
  (selection: 'home' | 'away', stakeCents: number) =>
  (n: number): WalletCommand => {
    const leg: LegRequest = {
      eventId: GAME_ID,
      marketType: 'moneyline',
      selection,
      line: null,
      americanOdds: selection === 'home' ? -150 : 130,
      stakeCents,
    } as LegRequest;
    return {
      type: 'PlaceBet',
      userId: 'u1',
      betMode: 'single',
      balanceType: 'cash',
      stakeCents,
      legs: [leg],
      quotes: [priceLeg(leg, { game, markets: [MONEYLINE], props: [] }, AT)],
      betIds: [`b${n}`],
      legIds: [`l${n}`],
      placedAt: AT,
    };
  };

/** Wallet commands with the state they need built in: bets on one game (settled later by number), casino slots,
 * adjustments, free play and seed changes. A command the wallet refuses simply appends nothing. */
const stepCommand: fc.Arbitrary<(n: number) => WalletCommand> = fc.oneof(
  fc
    .tuple(fc.constantFrom('home' as const, 'away' as const), fc.integer({ min: 1, max: 50 }))
    .map(([side, dollars]) => bet(side, dollars * 100)),
  fc.integer({ min: 0, max: 40 }).map((betNo) => (): WalletCommand => ({
    type: 'SettleBet',
    userId: 'u1',
    betId: `b${betNo}`,
    games: [finished],
    settledAt: AT,
  })),
  fc
    .tuple(fc.integer({ min: -5_000, max: 5_000 }), fc.constantFrom('cash' as const, 'freePlay' as const))
    .map(([amountCents, balanceType]) => (): WalletCommand => ({
      type: 'AdjustBalance',
      userId: 'u1',
      balanceType,
      amountCents,
      actor: 'admin',
    })),
  fc.integer({ min: 1, max: 5_000 }).map((amountCents) => (): WalletCommand => ({
    type: 'AddFreePlay',
    userId: 'u1',
    amountCents,
    actor: 'admin',
  })),
  fc.tuple(fresh, fc.constantFrom(500, 1_000)).map(([seeds, stakeCents]) => (n: number): WalletCommand => ({
    type: 'StartCasinoRound',
    userId: 'u1',
    roundId: `r${n}`,
    opening: { game: 'slots' },
    stakeCents,
    balanceType: 'cash',
    at: AT,
    fresh: seeds,
  })),
  fresh.map((seeds) => (): WalletCommand => ({ type: 'RotateCasinoSeeds', userId: 'u1', fresh: seeds })),
);

/** A generated history: the starting balance, then up to `maxLength` random steps. */
export const walletHistory = (maxLength: number) =>
  fc.array(fc.record({ command: stepCommand, key: fc.boolean() }), { minLength: 1, maxLength });

export const startingBalance: WalletCommand = { type: 'CreditStartingBalance', userId: 'u1', amountCents: 100_000 };
