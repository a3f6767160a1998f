import type { Expectation } from './expectations.js';
import { halfPointLine, normalCdf } from './probability.js';

/**
 * Fair (no-vig) prices of the three main market shapes from expected scoring, with the margin and totals taken
 * as normal. Scores are whole numbers, so "home wins" is margin >= 1, i.e. above 0.5 with a continuity correction.
 */
export type SidePrices = { home: number; away: number };

export const winProbabilities = (margin: number, sd: number, threeWay: boolean): SidePrices => {
  const home = 1 - normalCdf((0.5 - margin) / sd);
  const away = normalCdf((-0.5 - margin) / sd);
  // A two-way market refunds a tie, so its sides are priced as if a tie cannot happen; a 3-way one (soccer) keeps it.
  return threeWay ? { home, away } : { home: home / (home + away), away: away / (home + away) };
};

/** Home line is the negated expected margin rounded to a half point (-5.5 for a 5.3-point favourite). */
export const spreadPrices = (margin: number, sd: number, lineShift = 0) => {
  const line = -halfPointLine(margin) + lineShift;
  const home = 1 - normalCdf((-line - margin) / sd);
  return { line, home, away: 1 - home };
};

export const totalPrices = (expected: number, sd: number, lineShift = 0) => {
  const line = Math.max(0.5, halfPointLine(expected) + lineShift);
  const over = 1 - normalCdf((line - expected) / sd);
  return { line, over, under: 1 - over };
};

/** Margin mean and spread of two sides' expected scoring, plus what has already been scored. */
export const marginOf = ({ home, away }: { home: Expectation; away: Expectation }, scored = { home: 0, away: 0 }) => ({
  margin: scored.home - scored.away + home.points - away.points,
  total: scored.home + scored.away + home.points + away.points,
  sd: Math.max(0.5, Math.sqrt(home.variance + away.variance)),
});
