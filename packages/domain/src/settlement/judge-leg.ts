import type { PricedLeg } from '../betting/bet-leg.js';
import type { GameState } from '../catalogue/game-state.js';
import { judgeMarketLeg } from './judge-market-leg.js';
import { judgePropLeg } from './judge-prop-leg.js';
import type { LegOutcome } from './outcome.js';

/** What settlement reads of a game: GameState fits it. */
export type SettlementGame = Pick<GameState, 'gameId' | 'sport' | 'status' | 'removed' | 'result'>;

/** A leg's outcome, or 'pending' while its game has neither a result nor a reason to void. */
export type LegJudgement = LegOutcome | 'pending';

/**
 * A leg against the current state of its game. A game postponed, cancelled or removed from the feed voids its
 * legs (the stake goes back); a final game is judged on its result; anything else is still pending.
 */
export function judgeLeg(leg: PricedLeg, game: SettlementGame | undefined): LegJudgement {
  if (game === undefined || game.gameId !== leg.eventId) return 'pending';
  if (game.removed || game.status === 'postponed' || game.status === 'cancelled') return 'void';
  if (game.status !== 'final' || game.result === null) return 'pending';
  if (leg.propId !== undefined) return judgePropLeg(leg, game.sport, game.result);
  return judgeMarketLeg(leg, game.sport, game.result);
}
