import {
  BET_OUTCOMES,
  DomainError,
  priceLeg,
  walletDecider,
  walletStreamId,
  type CasinoGame,
  type LegRequest,
  type RoundOpening,
  type WalletCommand,
  type WalletState,
} from '@sb/domain';
import { chainEvents, type NewEvent, type RecordedEvent } from '@sb/platform';
import { BOARD, type BenchGame } from './bench-games.js';
import type { SeededRandom } from './seeded-random.js';

const PLACED_AT = '2029-12-31T12:00:00.000Z';
const PICKS: Omit<LegRequest, 'eventId' | 'stakeCents'>[] = [
  { marketType: 'moneyline', selection: 'home', line: null, americanOdds: -150 },
  { marketType: 'moneyline', selection: 'away', line: null, americanOdds: 130 },
  { marketType: 'spread', selection: 'away', line: 3.5, americanOdds: -110 },
  { marketType: 'totals', selection: 'over', line: 220.5, americanOdds: -105 },
] as Omit<LegRequest, 'eventId' | 'stakeCents'>[];
const OPENINGS: RoundOpening[] = [
  { game: 'roulette', betType: 'red' },
  { game: 'slots' },
  { game: 'baccarat', choice: 'banker' },
  { game: 'craps', choice: 'pass' },
  { game: 'blackjack' },
];

/**
 * One player's wallet, lived through the wallet's own decider and hash-chained as the command side does it:
 * bets placed at the board's prices and settled against the finished games, admin adjustments, free play,
 * re-settlements, casino rounds (played out to the end) and seed rotations.
 */
export function createBenchPlayer(
  userId: string,
  games: readonly BenchGame[],
  random: SeededRandom,
  clock: () => string,
) {
  let state: WalletState = walletDecider.initialState;
  let last: RecordedEvent | undefined;
  let revision = -1;
  const pending: { betId: string; game: BenchGame }[] = [];
  const settled: string[] = [];
  let ids = 0;
  const id = (kind: string) => `${userId}-${kind}${(ids += 1)}`;
  const streamId = walletStreamId(userId);

  const decide = (command: WalletCommand, actor = userId): NewEvent[] => {
    let decided;
    try {
      decided = walletDecider.decide(command, state);
    } catch (error) {
      if (error instanceof DomainError) return [];
      throw error;
    }
    if (decided.length === 0) return [];
    const at = clock();
    const chained = chainEvents(
      last,
      decided.map((event) => ({ ...event, metadata: { at, actor, correlationId: at, causationId: at, schema: 1 } })),
    );
    for (const event of chained) {
      state = walletDecider.evolve(state, event as never);
      revision += 1;
      last = { ...event, id: '', streamId, revision, position: 0 };
    }
    return chained;
  };

  const fresh = () => ({ serverSeed: random.hex(32), clientSeed: random.hex(16) });

  const bet = (): NewEvent[] => {
    const game = random.pick(games);
    const freePlay = state.freePlayCents >= 1_000 && random.next() < 0.2;
    const stakeCents = freePlay ? 1_000 : random.int(5, 50) * 100;
    const leg: LegRequest = { ...random.pick(PICKS), eventId: game.id, stakeCents };
    const betId = id('b');
    const view = { game: game.scheduled, markets: BOARD, props: [] };
    const command: WalletCommand = {
      type: 'PlaceBet',
      userId,
      betMode: 'single',
      balanceType: freePlay ? 'freePlay' : 'cash',
      stakeCents,
      legs: [leg],
      quotes: [priceLeg(leg, view, PLACED_AT)],
      betIds: [betId],
      legIds: [id('l')],
      placedAt: PLACED_AT,
    };
    const events = decide(command);
    if (events.length > 0) pending.push({ betId, game });
    return events;
  };

  const settle = (): NewEvent[] => {
    const next = pending.shift();
    if (!next) return bet();
    settled.push(next.betId);
    return decide(
      { type: 'SettleBet', userId, betId: next.betId, games: [next.game.final], settledAt: clock() },
      'system',
    );
  };

  const resettle = (): NewEvent[] => {
    const betId = settled.length > 0 ? random.pick(settled) : undefined;
    if (!betId) return [];
    const outcome = random.pick(BET_OUTCOMES);
    return decide({ type: 'SetBetOutcome', userId, betId, outcome, actor: 'admin', settledAt: clock() }, 'admin');
  };

  const casinoRound = (): NewEvent[] => {
    const opening = random.pick(OPENINGS);
    const game: CasinoGame = opening.game;
    const start: WalletCommand = {
      type: 'StartCasinoRound',
      userId,
      roundId: id('r'),
      opening,
      stakeCents: random.pick([500, 1_000, 2_500]),
      balanceType: 'cash',
      at: clock(),
      fresh: fresh(),
    };
    const events = decide(start);
    for (let step = 0; step < 20 && state.casino.open[game]; step += 1) {
      const allowed = state.casino.open[game]?.allowedActions ?? [];
      const action = allowed.includes('stand') ? 'stand' : allowed[0];
      if (!action) break;
      events.push(...decide({ type: 'ActOnCasinoRound', userId, game, roundId: null, action, at: clock() }));
    }
    return events;
  };

  const adjust = (amountCents: number): NewEvent[] =>
    decide({ type: 'AdjustBalance', userId, balanceType: 'cash', amountCents, actor: 'admin' }, 'admin');

  return {
    streamId,
    start: () => decide({ type: 'CreditStartingBalance', userId, amountCents: 100_000 }, 'admin'),
    /** One command's events (none when the wallet refused it). */
    step(): NewEvent[] {
      if (state.cashCents < 20_000) return adjust(100_000);
      const roll = random.next();
      if (roll < 0.3) return bet();
      if (roll < 0.55) return settle();
      if (roll < 0.85) return casinoRound();
      if (roll < 0.9) return adjust(random.pick([-1_000, -500, 2_500, 5_000]));
      if (roll < 0.93) return decide({ type: 'AddFreePlay', userId, amountCents: 2_500, actor: 'admin' }, 'admin');
      if (roll < 0.96) return resettle();
      if (roll < 0.97) return decide({ type: 'RotateCasinoSeeds', userId, fresh: fresh() });
      return decide({ type: 'ChangeCasinoClientSeed', userId, clientSeed: random.hex(8), fresh: fresh() });
    },
    /** Settles every bet still open (as the settlement process manager would once their games finished). */
    settleAll(): NewEvent[] {
      const events: NewEvent[] = [];
      while (pending.length > 0) events.push(...settle());
      return events;
    },
    get revision() {
      return revision;
    },
  };
}
