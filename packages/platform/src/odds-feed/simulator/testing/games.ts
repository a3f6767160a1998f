import type { Sport } from '@sb/domain';
import { scheduledGame, type ScheduledGame } from '../schedule.js';

/** The first game of a sport that plays (neither postponed nor cancelled) from `slot` on, for a seed. */
export const playedGameOf = (seed: string, sport: Sport, slot = 3_000_000): ScheduledGame => {
  for (let next = slot; ; next += 1) {
    const game = scheduledGame(seed, next);
    if (game.sport === sport && game.disruption === null) return game;
  }
};

/** The same, quoted by both books. */
export const twoBookGameOf = (seed: string, sport: Sport, slot = 3_000_000): ScheduledGame => {
  for (let next = slot; ; next += 1) {
    const game = playedGameOf(seed, sport, next);
    if (game.quotesFrom.draftkings && game.quotesFrom.fanduel) return game;
    next = game.slot;
  }
};
