import { expect } from 'vitest';
import {
  americanOdds,
  priceLeg,
  walletDecider,
  walletStreamId,
  type BetOutcome,
  type GameState,
  type LegRequest,
  type WalletCommand,
  type WalletEvent,
} from '@sb/domain';
import { chainEvents } from '@sb/platform';
import type { TestStack } from './test-stack.js';
import { market } from './catalogue-fixtures.js';

/**
 * A bet history written the way production writes it, without the HTTP command path: each wallet command is
 * decided by the real wallet decider and its events appended (hash-chained) to `wallet-<userId>`, so bets can
 * be placed and settled at any past time for the query specs.
 */
/** `stackOf` is read at each call: specs create their stack in beforeAll. */
export const betHistory = (stackOf: () => TestStack) => {
  const game = (gameId: string, scheduledAt: string): GameState => ({
    gameId,
    sport: 'NBA',
    league: 'NBA',
    homeTeam: gameId === 'g1' ? 'Boston Harbors' : 'Miami Tides',
    awayTeam: gameId === 'g1' ? 'Denver Peaks' : 'Austin Lights',
    scheduledAt,
    players: [],
    status: 'scheduled',
    period: null,
    homeScore: 0,
    awayScore: 0,
    result: null,
    removed: false,
  });

  const BOARD = [
    market('moneyline', { homeOdds: -150, awayOdds: 130 }),
    market('spread', { line: -3.5, awayLine: 3.5, homeOdds: -110, awayOdds: -110 }),
    market('totals', { line: 221.5, overOdds: -108, underOdds: -112 }),
  ];

  const leg = (
    eventId: string,
    marketType: string,
    selection: LegRequest['selection'],
    odds: number,
    line: number | null,
  ) => ({ eventId, marketType, selection, line, americanOdds: americanOdds(odds), stakeCents: 0 }) satisfies LegRequest;

  const metadata = () => ({
    at: new Date().toISOString(),
    actor: 'admin',
    correlationId: 'bet-queries',
    causationId: 'bet-queries',
    schema: 1,
  });

  /** Decides a wallet command on the stream as it is and appends the events; resolves once they are projected. */
  const onWallet = async (userId: string, command: WalletCommand) => {
    const streamId = walletStreamId(userId);
    const stack = stackOf();
    const history = await stack.ports.eventStore.readStream(streamId);
    const state = history.reduce(
      (s, e) => walletDecider.evolve(s, e as unknown as WalletEvent),
      walletDecider.initialState,
    );
    const events = walletDecider.decide(command, state).map((event) => ({ ...event, metadata: metadata() }));
    const { position } = await stack.ports.eventStore.append(
      streamId,
      chainEvents(history.at(-1), events),
      history.length - 1,
    );
    expect(await stack.runner.progress.waitFor(position, 2000)).toBe(true);
    return events;
  };

  /** Places one bet `placedAt` (its games start an hour later, so pre-match betting is open). */
  const place = (
    userId: string,
    betId: string,
    placedAt: string,
    bet: { betMode?: 'single' | 'parlay'; balanceType?: 'cash' | 'freePlay'; stakeCents: number; legs: LegRequest[] },
  ) => {
    const startsAt = new Date(Date.parse(placedAt) + 3_600_000).toISOString();
    const legs = bet.betMode === 'parlay' ? bet.legs : bet.legs.map((l) => ({ ...l, stakeCents: bet.stakeCents }));
    return onWallet(userId, {
      type: 'PlaceBet',
      userId,
      betMode: bet.betMode ?? 'single',
      balanceType: bet.balanceType ?? 'cash',
      stakeCents: bet.stakeCents,
      legs,
      quotes: legs.map((l) => priceLeg(l, { game: game(l.eventId, startsAt), markets: BOARD, props: [] }, placedAt)),
      betIds: [betId],
      legIds: legs.map((_, index) => `${betId}-leg${index + 1}`),
      placedAt,
    });
  };

  const setOutcome = (userId: string, betId: string, outcome: BetOutcome, settledAt: string) =>
    onWallet(userId, { type: 'SetBetOutcome', userId, betId, outcome, actor: 'admin', settledAt });
  return { place, setOutcome, onWallet, leg };
};
