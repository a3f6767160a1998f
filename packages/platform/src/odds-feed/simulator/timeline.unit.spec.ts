import { SPORT_PERIODS, type Sport } from '@sb/domain';
import { describe, expect, it } from 'vitest';
import { scheduledGame, type ScheduledGame } from './schedule.js';
import { buildTimeline, momentAt, periodScores } from './timeline.js';

/** The first undisrupted game of a sport from slot `from` on. */
const gameOf = (sport: Sport, from = 3_000_000): ScheduledGame => {
  for (let slot = from; ; slot += 1) {
    const game = scheduledGame('timeline', slot);
    if (game.sport === sport && game.disruption === null) return game;
  }
};

describe('a simulated game timeline', () => {
  it.each(['NFL', 'NBA', 'NCAAB', 'MLB', 'NHL', 'Soccer'] as const)(
    "%s: the final score is the sum of its period scores, over the sport's periods",
    (sport) => {
      const timeline = buildTimeline('timeline', gameOf(sport), 1);
      const final = momentAt(timeline, timeline.endsAt);
      const periods = periodScores(timeline);
      expect(periods.slice(0, SPORT_PERIODS[sport].length).map((p) => p.period)).toEqual(SPORT_PERIODS[sport]);
      expect(periods.reduce((sum, p) => sum + p.home, 0)).toBe(final.homeScore);
      expect(periods.reduce((sum, p) => sum + p.away, 0)).toBe(final.awayScore);
      if (sport !== 'Soccer') expect(final.homeScore).not.toBe(final.awayScore);
      expect(final.status).toBe('final');
    },
  );

  it('goes scheduled -> in progress through its periods and halftime -> final', () => {
    const game = gameOf('NFL');
    const timeline = buildTimeline('timeline', game, 1);
    expect(momentAt(timeline, game.startsAt - 1).status).toBe('scheduled');
    const seen: string[] = [];
    for (let at = game.startsAt; at < timeline.endsAt; at += 10_000) {
      const { status, period } = momentAt(timeline, at);
      expect(status).toBe('in_progress');
      if (period && seen.at(-1) !== period) seen.push(period);
    }
    expect(seen.slice(0, 5)).toEqual(['Q1', 'Q2', 'HT', 'Q3', 'Q4']);
    expect(momentAt(timeline, timeline.endsAt).status).toBe('final');
  });

  it('lasts about 20 minutes at FEED_SPEED=1 and about 20 seconds at 60', () => {
    const game = gameOf('NBA');
    const normal = buildTimeline('timeline', game, 1);
    const fast = buildTimeline('timeline', game, 60);
    expect((normal.endsAt - game.startsAt) / 60_000).toBeGreaterThan(15);
    expect((normal.endsAt - game.startsAt) / 60_000).toBeLessThan(30);
    expect((fast.endsAt - game.startsAt) / 1000).toBeGreaterThan(15);
    expect((fast.endsAt - game.startsAt) / 1000).toBeLessThan(30);
    expect(momentAt(fast, fast.endsAt)).toEqual(momentAt(normal, normal.endsAt));
  });

  it('ends a fight with one winner, in the round it was stopped or on points', () => {
    const timeline = buildTimeline('timeline', gameOf('MMA'), 1);
    const final = momentAt(timeline, timeline.endsAt);
    expect(final.homeScore + final.awayScore).toBe(1);
    expect(periodScores(timeline).map((p) => p.period)).toEqual(
      ['R1', 'R2', 'R3'].slice(0, periodScores(timeline).length),
    );
  });

  it('reports a disrupted game as postponed or cancelled from the moment it happens', () => {
    let game = scheduledGame('timeline', 0);
    for (let slot = 1; game.disruption === null; slot += 1) game = scheduledGame('timeline', slot);
    const timeline = buildTimeline('timeline', game, 1);
    const at = game.disruption?.at ?? 0;
    expect(momentAt(timeline, at - 1).status).toBe('scheduled');
    expect(momentAt(timeline, at).status).toBe(game.disruption?.kind);
    expect(momentAt(timeline, timeline.endsAt + 1).status).toBe(game.disruption?.kind);
  });
});
