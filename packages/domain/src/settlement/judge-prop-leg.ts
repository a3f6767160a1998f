import type { GameResult } from '../catalogue/game-state.js';
import { findPropMarket, propStatValue } from '../catalogue/prop-markets.js';
import type { Sport } from '../catalogue/sport.js';
import { againstLine, type LegOutcome } from './outcome.js';

export type PropLegToJudge = { marketType: string; selection: 'over' | 'under'; line: number; playerName: string };

/**
 * A player-prop leg against a final result: the sum of the prop's stats (prop-markets.ts) against the line.
 * A player absent from the result's playerStats did not play, and the leg is void, as books settle props; so is
 * a prop type the sport's catalogue does not know, since nothing says which stats decide it.
 */
export function judgePropLeg(leg: PropLegToJudge, sport: Sport, result: GameResult): LegOutcome {
  const market = findPropMarket(sport, leg.marketType);
  const value = market && propStatValue(market, result.playerStats[leg.playerName]);
  if (value === undefined) return 'void';
  return againstLine(leg.selection === 'over' ? value - leg.line : leg.line - value);
}
