import { normalCdf } from './probability.js';
import { sideFactors } from './ratings.js';
import type { ScheduledGame } from './schedule.js';
import { SPORT_MODELS, type Phase } from './sport-models.js';
import type { Side } from './timeline.js';

/** Expected scoring of one side over some stretch of a game: mean points, variance, and plays per kind. */
export type Expectation = { points: number; variance: number; plays: Record<string, number> };

/**
 * What each side is expected to score in the phases selected by `share` (1: the whole phase, 0: none, a fraction
 * for a live phase half played). Plays are Poisson, so a kind worth p points adds n*p to the mean and n*p^2 to
 * the variance. The simulator draws the games from exactly these rates, so its prices are fair before the vig.
 */
export const expectScoring = <Stretch extends Phase>(
  seed: string,
  game: ScheduledGame,
  phases: readonly Stretch[],
  share: (phase: Stretch) => number,
): Record<Side, Expectation> => {
  const model = SPORT_MODELS[game.sport];
  const factors = sideFactors(seed, game);
  const expect = (side: Side): Expectation => {
    const result: Expectation = { points: 0, variance: 0, plays: {} };
    for (const phase of phases) {
      if (phase.period === null || (phase.batting && phase.batting !== side)) continue;
      for (const [kind, { points, perPhase }] of Object.entries(model.kinds)) {
        const count = perPhase * phase.scoring * share(phase) * factors[side];
        result.plays[kind] = (result.plays[kind] ?? 0) + count;
        result.points += count * points;
        result.variance += count * points * points;
      }
    }
    return result;
  };
  return { home: expect('home'), away: expect('away') };
};

/** Regulation of the game, before it starts. */
export const pregameScoring = (seed: string, game: ScheduledGame, periods?: readonly string[]) =>
  expectScoring(seed, game, SPORT_MODELS[game.sport].phases, (phase) =>
    periods === undefined || (phase.period !== null && periods.includes(phase.period)) ? 1 : 0,
  );

/** P(home wins) before the start: the margin is roughly normal; a fight uses the same edge as the timeline. */
export const homeWinProbability = (seed: string, game: ScheduledGame) => {
  if (game.sport === 'MMA') return normalCdf(sideFactors(seed, game).edge * 0.6);
  const { home, away } = pregameScoring(seed, game);
  return normalCdf((home.points - away.points) / Math.sqrt(home.variance + away.variance));
};
