import { evolveGame, type GameEvent, type GameState, type SettlementGame } from '@sb/domain';
import type { RecordedEvent } from '@sb/platform';

/**
 * Every game's state as the `game-` streams say it is at the point of the log being read, folded with the
 * catalogue's own evolveGame: what a settlement at that point was judged against.
 */
export const createGameBook = () => {
  const games = new Map<string, GameState>();
  return {
    apply(gameId: string, event: RecordedEvent) {
      const next = evolveGame(games.get(gameId) ?? null, event as unknown as GameEvent);
      if (next) games.set(gameId, next);
    },
    /** The games a bet's legs are on, as the settlement process manager hands them to the wallet. */
    gamesFor(legs: readonly { eventId: string }[]): SettlementGame[] {
      const ids = [...new Set(legs.map((leg) => leg.eventId))];
      return ids.flatMap((id) => {
        const game = games.get(id);
        return game ? [game] : [];
      });
    },
    get size() {
      return games.size;
    },
  };
};

export type GameBook = ReturnType<typeof createGameBook>;
