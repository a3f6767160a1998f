import { propMarketsFor, type Sport } from '@sb/domain';
import { describe, expect, it } from 'vitest';
import { finalStats } from './box-score.js';
import { expectedStats } from './expected-stats.js';
import { gameRosters } from './rosters.js';
import { playedGameOf } from './testing/games.js';
import { buildTimeline, momentAt } from './timeline.js';

const SEED = 'box-score';
const played = (sport: Sport, slot?: number) => {
  const game = playedGameOf(SEED, sport, slot);
  const timeline = buildTimeline(SEED, game, 1);
  const roster = gameRosters(SEED, game);
  return {
    game,
    timeline,
    roster,
    box: finalStats(SEED, timeline, roster),
    final: momentAt(timeline, timeline.endsAt),
  };
};
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('the final box score', () => {
  it('has a line for every player the book could price, with every stat he was priced on', () => {
    for (const sport of ['NFL', 'NCAAF', 'NBA', 'NCAAB', 'MLB', 'NHL', 'Soccer'] as const) {
      const { game, roster, box } = played(sport);
      expect(Object.keys(box).sort()).toEqual(roster.map((player) => player.name).sort());
      const expected = expectedStats(SEED, game, roster);
      for (const player of roster)
        expect(Object.keys(box[player.name] ?? {}).sort()).toEqual(Object.keys(expected.get(player.name) ?? {}).sort());
      // Every stat a prop market settles on exists for someone in the game.
      const produced = new Set(Object.values(box).flatMap((stats) => Object.keys(stats)));
      const settledOn = new Set(propMarketsFor(sport).flatMap((market) => market.stats));
      const missing = [...settledOn].filter((stat) => !produced.has(stat));
      expect(missing.filter((stat) => !stat.endsWith('_q1') || sport !== 'NCAAB')).toEqual([]);
    }
  });

  it('adds up to the score: the listed players of a team never score more points than it did', () => {
    for (let slot = 3_000_000; slot < 3_000_400; slot += 40) {
      const { game, roster, box, final } = played('NBA', slot);
      const pointsOf = (team: string) =>
        sum(roster.filter((player) => player.team === team).map((player) => box[player.name]?.points ?? 0));
      expect(pointsOf(game.home.name)).toBeLessThanOrEqual(final.homeScore);
      expect(pointsOf(game.away.name)).toBeLessThanOrEqual(final.awayScore);
      expect(pointsOf(game.home.name)).toBeGreaterThan(final.homeScore / 3);
    }
  });

  it('credits every football touchdown to a passer and a receiver, or a rusher, and the kick to the kicker', () => {
    const { timeline, roster, box } = played('NFL');
    const quarterback = roster.find((player) => player.position === 'QB' && player.team === timeline.game.home.name);
    const kicker = roster.find((player) => player.position === 'K' && player.team === timeline.game.home.name);
    const homePlays = timeline.plays.filter((play) => play.side === 'home');
    expect(box[quarterback?.name ?? '']?.pass_tds).toBe(homePlays.filter((play) => play.kind === 'pass_td').length);
    const touchdowns = homePlays.filter((play) => play.kind !== 'fg').length;
    const fieldGoals = homePlays.filter((play) => play.kind === 'fg').length;
    expect(box[kicker?.name ?? '']).toMatchObject({
      pats: touchdowns,
      field_goals: fieldGoals,
      kicking_points: touchdowns + 3 * fieldGoals,
    });
  });

  it('derives baseball hits and total bases from their parts, and double-doubles from the line', () => {
    const { box } = played('MLB');
    for (const stats of Object.values(box).filter((line) => line.singles !== undefined)) {
      const { singles = 0, doubles = 0, triples = 0, home_runs: homeRuns = 0 } = stats;
      expect(stats.hits).toBe(singles + doubles + triples + homeRuns);
      expect(stats.total_bases).toBe(singles + 2 * doubles + 3 * triples + 4 * homeRuns);
    }
    const nba = played('NBA');
    for (const stats of Object.values(nba.box)) {
      const tens = [stats.points, stats.rebounds, stats.assists, stats.steals, stats.blocks].filter(
        (v) => (v ?? 0) >= 10,
      );
      expect(stats.double_double).toBe(tens.length >= 2 ? 1 : 0);
    }
  });

  it('is the same on every run', () => {
    expect(played('NHL').box).toEqual(played('NHL').box);
  });
});
