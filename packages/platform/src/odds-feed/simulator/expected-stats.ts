import type { RosterPlayer } from '@sb/domain';
import { homeWinProbability, pregameScoring } from './expectations.js';
import { overProbability } from './probability.js';
import type { ScheduledGame } from './schedule.js';
import { SPORT_MODELS } from './sport-models.js';
import { FAMILY_MODELS } from './stat-model.js';
import type { Side } from './timeline.js';

export type Stats = Record<string, number>;
export const add = (stats: Stats, stat: string, value: number) => (stats[stat] = (stats[stat] ?? 0) + value);
export const sideOf = (game: ScheduledGame, player: RosterPlayer): Side =>
  player.team === game.home.name ? 'home' : 'away';
/** College basketball box scores are smaller: shorter games, fewer possessions. */
export const independentScale = (game: ScheduledGame) => (game.sport === 'NCAAB' ? 0.8 : 1);
export const hasPeriod = (game: ScheduledGame, period: string) =>
  SPORT_MODELS[game.sport].phases.some((phase) => phase.period === period);
const periodShare = (game: ScheduledGame, period: string) => {
  const phases = SPORT_MODELS[game.sport].phases;
  const all = phases.reduce((sum, phase) => sum + phase.scoring, 0);
  return phases.filter((phase) => phase.period === period).reduce((sum, phase) => sum + phase.scoring, 0) / all;
};

/** Each player's expected value of every stat he can produce (binary stats hold a probability). */
export const expectedStats = (seed: string, game: ScheduledGame, roster: readonly RosterPlayer[]) => {
  const model = FAMILY_MODELS[game.sport];
  const result = new Map<string, Stats>();
  if (!model) return result;
  const scoring = pregameScoring(seed, game);
  const homeWins = homeWinProbability(seed, game);
  const scoredBy = (position: string, side: Side, kinds?: readonly string[]) =>
    Object.entries(model.plays).reduce((sum, [kind, allocations]) => {
      if (kinds && !kinds.includes(kind)) return sum;
      const credited = allocations.filter((allocation) => allocation.scorer);
      const share = credited.reduce((total, allocation) => total + (allocation.weights[position] ?? 0), 0);
      return sum + (scoring[side].plays[kind] ?? 0) * share;
    }, 0);
  const playsOf = (sides: readonly Side[], kinds?: readonly string[]) => {
    let count = 0;
    for (const side of sides) {
      for (const [kind, n] of Object.entries(scoring[side].plays)) if (!kinds || kinds.includes(kind)) count += n;
    }
    return count;
  };
  for (const player of roster) {
    const side = sideOf(game, player);
    const stats: Stats = {};
    for (const [stat, mean] of Object.entries(model.independent[player.position] ?? {})) {
      add(stats, stat, mean * independentScale(game));
    }
    for (const [kind, allocations] of Object.entries(model.plays)) {
      for (const allocation of allocations) {
        const weight = allocation.weights[player.position] ?? 0;
        for (const [stat, value] of Object.entries(allocation.adds)) {
          if (weight > 0) add(stats, stat, (scoring[side].plays[kind] ?? 0) * weight * value);
        }
      }
    }
    for (const { stat, of, period } of model.periodStats) {
      if (stats[of] !== undefined && hasPeriod(game, period)) stats[stat] = stats[of] * periodShare(game, period);
    }
    for (const { stat, of, share, period } of model.portions) {
      if (stats[of] !== undefined && hasPeriod(game, period)) stats[stat] = stats[of] * share;
    }
    for (const { stat, scope, kinds } of model.firsts) {
      const mine = scoredBy(player.position, side, kinds);
      const pool = playsOf(scope === 'game' ? ['home', 'away'] : [side], kinds);
      if (mine > 0 && pool > 0) stats[stat] = (mine / pool) * (1 - Math.exp(-pool));
    }
    deriveExpected(stats, side === 'home' ? homeWins : 1 - homeWins, scoring[side === 'home' ? 'away' : 'home']);
    result.set(player.name, stats);
  }
  return result;
};

const deriveExpected = (stats: Stats, winChance: number, opponent: { points: number }) => {
  if (stats.frees_made !== undefined) stats.frees_attempts = stats.frees_made * 1.25;
  if (stats.points !== undefined && stats.rebounds !== undefined && stats.assists !== undefined) {
    const [p, r, a] = [stats.points, stats.rebounds, stats.assists].map((mean) => overProbability(mean, 9.5)) as [
      number,
      number,
      number,
    ];
    stats.double_double = p * r + p * a + r * a - 2 * p * r * a;
    stats.triple_double = p * r * a;
  }
  if (stats.singles !== undefined) {
    const { singles, doubles = 0, triples = 0, home_runs: homeRuns = 0 } = stats;
    stats.hits = singles + doubles + triples + homeRuns;
    stats.total_bases = singles + 2 * doubles + 3 * triples + 4 * homeRuns;
  }
  if (stats.outs !== undefined) {
    stats.earned_runs = opponent.points * (stats.outs / 27);
    stats.pitching_win = winChance * 0.6;
  }
};
