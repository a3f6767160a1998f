import type { GameResult } from '../catalogue/game-state.js';
import { marketPeriod, marketShape, settlementPeriods, type MarketType } from '../catalogue/market.js';
import type { Sport } from '../catalogue/sport.js';
import type { LegSide } from '../betting/bet-leg.js';
import { againstLine, type LegOutcome } from './outcome.js';

type Score = { home: number; away: number };

/** Overtime is played only when needed, so a second half without an 'OT' entry is complete. */
const OPTIONAL_PERIODS = new Set(['OT']);

/**
 * The score a market is settled on: the final score for a whole-game market, otherwise the sum of its periods'
 * scores (settlementPeriods). Null when the result cannot say: the sport has no such period, or the feed did not
 * record one of its regulation periods.
 */
export function scoreFor(sport: Sport, marketType: MarketType, result: GameResult): Score | null {
  if (marketPeriod(marketType) === null) return { home: result.homeScore, away: result.awayScore };
  const periods = settlementPeriods(sport, marketType);
  if (periods === null) return null;
  const recorded = periods.flatMap((period) => result.periodScores.filter((score) => score.period === period));
  const missing = periods.some(
    (period) => !OPTIONAL_PERIODS.has(period) && !recorded.some((score) => score.period === period),
  );
  if (missing) return null;
  return recorded.reduce((sum, score) => ({ home: sum.home + score.home, away: sum.away + score.away }), {
    home: 0,
    away: 0,
  });
}

export type MarketLegToJudge = { marketType: MarketType; selection: LegSide; line: number | null };

/**
 * A game-market leg against a final result. Moneyline: in soccer the market is three-way, so a draw wins the draw
 * selection and loses both sides; in other sports the market is two-way and a tie (a level quarter, an NFL tie) is
 * a push (a draw selection there, which the book never prices, would lose unless level). Spread: the side's margin plus its line. Totals and
 * team totals: the points against the line. A result landing exactly on the line is a push.
 */
export function judgeMarketLeg(leg: MarketLegToJudge, sport: Sport, result: GameResult): LegOutcome {
  const score = scoreFor(sport, leg.marketType, result);
  if (score === null) return 'void';
  const shape = marketShape(leg.marketType);
  const margin = leg.selection === 'away' ? score.away - score.home : score.home - score.away;
  if (shape === 'moneyline') {
    if (leg.selection === 'draw') return margin === 0 ? 'won' : 'lost';
    if (margin === 0) return sport === 'Soccer' ? 'lost' : 'push';
    return margin > 0 ? 'won' : 'lost';
  }
  if (leg.line === null || leg.selection === 'draw') return 'void';
  if (shape === 'spread') return againstLine(margin + leg.line);
  const points =
    leg.marketType === 'team_total_home'
      ? score.home
      : leg.marketType === 'team_total_away'
        ? score.away
        : score.home + score.away;
  return againstLine(leg.selection === 'over' ? points - leg.line : leg.line - points);
}
