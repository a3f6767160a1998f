import { randomFrom } from './prng.js';
import type { ScheduledGame } from './schedule.js';
import { SPORT_MODELS } from './sport-models.js';

/** A team's strength: fixed per seed and team name, so a team is as good in every game it plays. */
export const teamRating = (seed: string, teamName: string) => randomFrom(seed, 'rating', teamName).normal(0, 1);

/**
 * How much more (or less) than average each side scores: the rating gap plus home advantage, scaled by how much
 * strength matters in the sport. These multiply every scoring rate, and the pricing uses the same numbers.
 */
export const sideFactors = (seed: string, game: ScheduledGame) => {
  const model = SPORT_MODELS[game.sport];
  const edge = teamRating(seed, game.home.name) - teamRating(seed, game.away.name) + model.homeAdvantage;
  return { home: Math.exp((model.strength * edge) / 2), away: Math.exp((-model.strength * edge) / 2), edge };
};
