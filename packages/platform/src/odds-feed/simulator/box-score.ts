import type { PlayerStats, RosterPlayer } from '@sb/domain';
import { add, expectedStats, hasPeriod, independentScale, sideOf, type Stats } from './expected-stats.js';
import { randomFrom, type Random } from './prng.js';
import { FAMILY_MODELS, type Allocation, type FamilyModel } from './stat-model.js';
import type { Timeline } from './timeline.js';

const draw = (random: Random, mean: number) =>
  mean < 12 ? random.poisson(mean) : Math.max(0, Math.round(random.normal(mean, 0.3 * mean)));

const credit = (random: Random, allocation: Allocation, players: readonly RosterPlayer[], used: Set<string>) => {
  let roll = random.next();
  for (const player of players) {
    const weight = used.has(player.name) ? 0 : (allocation.weights[player.position] ?? 0);
    if (roll < weight) return player;
    roll -= weight;
  }
  return undefined;
};

/** The box score of a finished game: every listed player, every stat he was expected to produce. */
export const finalStats = (seed: string, timeline: Timeline, roster: readonly RosterPlayer[]): PlayerStats => {
  const { game } = timeline;
  const model: FamilyModel | null = FAMILY_MODELS[game.sport];
  if (!model) return {};
  const random = randomFrom(seed, game.gameId, 'box-score');
  const expected = expectedStats(seed, game, roster);
  const box: Record<string, Stats> = {};
  for (const player of roster) {
    // Every stat the player was priced on appears in his line, 0 when he did not produce it.
    const stats: Stats = Object.fromEntries(Object.keys(expected.get(player.name) ?? {}).map((stat) => [stat, 0]));
    for (const [stat, mean] of Object.entries(model.independent[player.position] ?? {})) {
      stats[stat] = draw(random, mean * independentScale(game));
    }
    box[player.name] = stats;
  }
  const scorers = timeline.plays.map((play) => {
    const team = roster.filter((player) => sideOf(game, player) === play.side);
    const used = new Set<string>();
    let scorer: RosterPlayer | undefined;
    for (const allocation of model.plays[play.kind] ?? []) {
      const player = credit(random, allocation, team, used);
      if (!player) continue;
      used.add(player.name);
      if (allocation.scorer) scorer = player;
      const stats = box[player.name] as Stats;
      for (const [stat, value] of Object.entries(allocation.adds)) {
        add(stats, stat, value);
        for (const periodStat of model.periodStats) {
          if (periodStat.of === stat && periodStat.period === play.period) add(stats, periodStat.stat, value);
        }
      }
    }
    return { play, scorer };
  });
  for (const { stat, scope, last, kinds } of model.firsts) {
    const eligible = scorers.filter(({ play }) => !kinds || kinds.includes(play.kind));
    const groups =
      scope === 'game'
        ? [eligible]
        : (['home', 'away'] as const).map((s) => eligible.filter(({ play }) => play.side === s));
    for (const group of groups) {
      const pick = last ? group.at(-1) : group[0];
      if (pick?.scorer) (box[pick.scorer.name] as Stats)[stat] = 1;
    }
  }
  for (const player of roster) deriveFinal(random, timeline, player, box[player.name] as Stats, model);
  return box;
};

const deriveFinal = (random: Random, timeline: Timeline, player: RosterPlayer, stats: Stats, model: FamilyModel) => {
  const { game } = timeline;
  for (const { stat, of, share, period } of model.portions) {
    const whole = stats[of];
    if (whole !== undefined && hasPeriod(game, period)) {
      stats[stat] = Math.min(whole, Math.round(whole * share * (0.6 + 0.8 * random.next())));
    }
  }
  if (stats.frees_made !== undefined) stats.frees_attempts = stats.frees_made + random.poisson(stats.frees_made * 0.25);
  if (stats.points !== undefined && stats.rebounds !== undefined && stats.assists !== undefined) {
    const tens = [stats.points, stats.rebounds, stats.assists, stats.steals ?? 0, stats.blocks ?? 0].filter(
      (v) => v >= 10,
    );
    stats.double_double = tens.length >= 2 ? 1 : 0;
    stats.triple_double = tens.length >= 3 ? 1 : 0;
  }
  if (stats.singles !== undefined) {
    const { singles, doubles = 0, triples = 0, home_runs: homeRuns = 0 } = stats;
    stats.hits = singles + doubles + triples + homeRuns;
    stats.total_bases = singles + 2 * doubles + 3 * triples + 4 * homeRuns;
  }
  if (stats.shots !== undefined && stats.shots_on_target !== undefined) {
    stats.shots = Math.max(stats.shots, stats.shots_on_target);
  }
  if (stats.outs !== undefined) {
    const side = sideOf(game, player);
    const innings = Math.ceil(stats.outs / 3);
    const allowed = timeline.plays.filter((play) => play.side !== side && Number(play.period) <= innings);
    stats.earned_runs = allowed.length;
    const mine = timeline.plays.filter((play) => play.side === side).length;
    stats.pitching_win = mine > timeline.plays.length - mine && stats.outs >= 15 ? 1 : 0;
  }
};
