import { randomUUID } from 'node:crypto';
import { ERROR_CODES, isDomainError, type BetSettled, type SettlementGame } from '@sb/domain';
import {
  loadGameState,
  requestIdOfEvent,
  runWalletCommand,
  type EventMetadata,
  type EventStore,
  type ReadStore,
  type RecordedEvent,
} from '@sb/platform';
import { BETS, betsQueries, type BetDocument } from '../read-models/bets/index.js';

export type SettlementRun = { gamesFinalized: number; betsSettled: number; betsWon: number; betsLost: number };

/**
 * Settles pending bets by sending SettleBet to each bettor's wallet with the current state of every game the
 * bet has a leg on; the wallet judges the legs from its own record of the bet, so nothing here decides an
 * outcome. A bet whose games are not all decided yet simply produces no event.
 */
export const createBetSettler = ({
  eventStore,
  readStore,
  clock = () => new Date(),
}: {
  eventStore: EventStore;
  readStore: ReadStore;
  clock?: () => Date;
}) => {
  const bets = readStore.collection<BetDocument>(BETS);
  const queries = betsQueries(readStore);

  /**
   * A settlement caused by an event (a game that ended) is correlated with it: same correlation id, the event
   * as its cause, and the request id that appended it; a run nothing caused gets a correlation id of its own. A run
   * an admin asked for (`requested`: the request's metadata, its actor, request id and `request.adminId`) carries
   * that request's metadata, so the settlements name the admin in the audit trail as every admin command does.
   */
  const settlementMetadata = (
    at: string,
    cause: RecordedEvent | undefined,
    requested?: EventMetadata,
  ): EventMetadata => {
    if (requested) return { ...requested, at };
    const correlationId = cause?.metadata.correlationId ?? randomUUID();
    const requestId = cause ? requestIdOfEvent(cause.metadata) : undefined;
    return {
      at,
      actor: 'system',
      correlationId,
      causationId: cause?.id ?? correlationId,
      schema: 1,
      ...(requestId ? { requestId } : {}),
    };
  };

  const settle = async (
    bet: BetDocument,
    cause?: RecordedEvent,
    requested?: EventMetadata,
  ): Promise<BetSettled | undefined> => {
    const gameIds = [...new Set(bet.legs.map((leg) => leg.eventId))];
    const games = (await Promise.all(gameIds.map((id) => loadGameState(eventStore, id)))).filter(
      (game): game is NonNullable<typeof game> => game !== null,
    ) satisfies SettlementGame[];
    const at = clock().toISOString();
    try {
      const { events } = await runWalletCommand(eventStore, {
        command: { type: 'SettleBet', userId: bet.userId, betId: bet.id, games, settledAt: at },
        metadata: settlementMetadata(at, cause, requested),
      });
      return events.find((e): e is BetSettled => e.type === 'BetSettled');
    } catch (error) {
      // A wallet closed since (the user was deleted) has nothing left to settle, and a bet whose games are
      // not over yet waits for them: neither stops the other bets of the run.
      if (isDomainError(error, ERROR_CODES.walletClosed)) return undefined;
      if (isDomainError(error, ERROR_CODES.betNotDecidable)) return undefined;
      throw error;
    }
  };

  const settleAll = async (
    pending: readonly BetDocument[],
    cause?: RecordedEvent,
    requested?: EventMetadata,
  ): Promise<SettlementRun> => {
    const run = { betsSettled: 0, betsWon: 0, betsLost: 0 };
    const games = new Set<string>();
    for (const bet of pending) {
      const settled = await settle(bet, cause, requested);
      if (!settled) continue;
      run.betsSettled += 1;
      if (settled.data.outcome === 'won') run.betsWon += 1;
      if (settled.data.outcome === 'lost') run.betsLost += 1;
      bet.legs.forEach((leg) => games.add(leg.eventId));
    }
    return { gamesFinalized: games.size, ...run };
  };

  return {
    /** Every pending bet with a leg on this game; `cause` is the event that ended the game. */
    async settleGame(gameId: string, cause?: RecordedEvent) {
      const onGame = await queries.pendingBetsOnGame(gameId);
      const pending = await Promise.all(onGame.map(({ betId }) => queries.byId(betId)));
      return settleAll(
        pending.filter((bet): bet is NonNullable<typeof bet> => bet !== null),
        cause,
      );
    },
    /**
     * Every pending bet whose games are all decided (POST /api/settlement/all); `requested` is the admin request's
     * metadata (each settlement takes its own `at`).
     */
    async settleEverythingDecidable(requested?: EventMetadata) {
      return settleAll(await bets.find({ status: 'pending' }, { sort: { placedAt: 1 } }), undefined, requested);
    },
  };
};

export type BetSettler = ReturnType<typeof createBetSettler>;
