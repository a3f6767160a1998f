import {
  requestIdOfEvent,
  type EventTransport,
  type ReadStore,
  type RecordedEvent,
  type TransportSubscription,
} from '@sb/platform';
import type { ProjectionProgress } from '../runner/projection-progress.js';
import { splitStreamId } from '../read-models/projection.js';
import type { BetSettler } from './bet-settler.js';

export const SETTLEMENT_GROUP = 'settlement';
const CHECKPOINT_EVERY = 500;

/** The game facts after which a bet on the game can be decided (won/lost/push, or void). */
const DECIDING_EVENTS = new Set(['GameFinished', 'GamePostponed', 'GameCancelled', 'GameRemoved']);

/**
 * Reacts to games that finish, are postponed, cancelled or withdrawn by settling the bets on them. It waits
 * until the read models have applied the same position, so every bet placed before the game ended is in the
 * bets read model it searches. Its checkpoint moves only after the settlement commands were appended; a
 * crash replays the game, and settling twice changes nothing (the wallet ignores settled bets).
 */
export const createSettlementProcessManager = ({
  transport,
  readStore,
  readModels,
  settler,
  logger,
}: {
  transport: EventTransport;
  readStore: ReadStore;
  readModels: ProjectionProgress;
  settler: BetSettler;
  logger: {
    error: (message: string, meta?: Record<string, unknown>) => void;
    info?: (message: string, meta?: Record<string, unknown>) => void;
  };
}) => {
  let subscription: TransportSubscription | undefined;
  let sinceCheckpoint = 0;

  const handle = async (event: RecordedEvent) => {
    const [category, gameId] = splitStreamId(event.streamId);
    if (category === 'game' && DECIDING_EVENTS.has(event.type)) {
      await readModels.waitFor(event.position, 30_000);
      // The request id of what ended the game (an admin's command; none for the feed) follows into the log
      // lines and into the metadata of the settlements it causes.
      const cause = { requestId: requestIdOfEvent(event.metadata), gameId, position: event.position, type: event.type };
      try {
        const run = await settler.settleGame(gameId, event);
        logger.info?.('game settled', { ...cause, ...run });
      } catch (error) {
        logger.error('settlement failed', { ...cause, error: String(error) });
      }
      sinceCheckpoint = CHECKPOINT_EVERY;
    }
    // Other events only move the checkpoint now and then: replaying them after a crash does nothing.
    sinceCheckpoint += 1;
    if (sinceCheckpoint >= CHECKPOINT_EVERY) {
      await readStore.setCheckpoint(SETTLEMENT_GROUP, event.position);
      sinceCheckpoint = 0;
    }
  };

  return {
    async start() {
      subscription = await transport.subscribe(
        SETTLEMENT_GROUP,
        await readStore.getCheckpoint(SETTLEMENT_GROUP),
        handle,
      );
    },
    async stop() {
      await subscription?.stop();
      subscription = undefined;
    },
  };
};
