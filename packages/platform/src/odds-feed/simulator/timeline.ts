import type { GameStatus, PeriodScore } from '@sb/domain';
import { normalCdf } from './probability.js';
import { randomFrom } from './prng.js';
import { sideFactors } from './ratings.js';
import type { ScheduledGame } from './schedule.js';
import { SPORT_MODELS, regulationWeight, type Phase, type SportModel } from './sport-models.js';

export type Side = 'home' | 'away';
export type ScoringPlay = { at: number; side: Side; kind: string; points: number; period: string };
export type TimedPhase = Phase & { from: number; to: number; overtime: boolean };

/** Everything that will happen in a game, decided up front from the seed: where it is at any time is a lookup. */
export type Timeline = { game: ScheduledGame; phases: TimedPhase[]; plays: ScoringPlay[]; endsAt: number };

const MINUTE = 60_000;

const total = (plays: readonly ScoringPlay[], side: Side) =>
  plays.reduce((sum, play) => (play.side === side ? sum + play.points : sum), 0);

const timePhases = (phases: readonly Phase[], from: number, unitMs: number, overtime = false): TimedPhase[] => {
  let at = from;
  return phases.map((phase) => {
    const timed = { ...phase, from: at, to: at + phase.weight * unitMs, overtime };
    at = timed.to;
    return timed;
  });
};

const playsIn = (seed: string, game: ScheduledGame, model: SportModel, phase: TimedPhase, index: number) => {
  const random = randomFrom(seed, game.gameId, 'phase', index);
  const factors = sideFactors(seed, game);
  const plays: ScoringPlay[] = [];
  if (phase.period === null) return plays;
  for (const side of ['home', 'away'] as const) {
    if (phase.batting && phase.batting !== side) continue;
    for (const [kind, { points, perPhase }] of Object.entries(model.kinds)) {
      const count = random.poisson(perPhase * phase.scoring * factors[side]);
      for (let n = 0; n < count; n += 1) {
        const at = Math.floor(phase.from + random.next() * (phase.to - phase.from));
        plays.push({ at, side, kind, points, period: phase.period });
      }
    }
  }
  return plays;
};

/** A fight has no scoring plays: the winner scores 1 when it ends, by stoppage in some round or on points. */
const fight = (seed: string, game: ScheduledGame, phases: TimedPhase[]): Timeline => {
  const random = randomFrom(seed, game.gameId, 'fight');
  const side: Side = random.next() < normalCdf(sideFactors(seed, game).edge * 0.6) ? 'home' : 'away';
  const stoppage = random.chance(0.55);
  const round = stoppage ? random.int(0, phases.length - 1) : phases.length - 1;
  const last = phases[round] as TimedPhase;
  const endsAt = stoppage ? Math.floor(last.from + (0.1 + 0.85 * random.next()) * (last.to - last.from)) : last.to;
  const fought = phases.slice(0, round + 1).map((phase) => (phase === last ? { ...phase, to: endsAt } : phase));
  const plays = [{ at: endsAt, side, kind: 'finish', points: 1, period: last.period ?? last.name }];
  return { game, phases: fought, plays, endsAt };
};

export const buildTimeline = (seed: string, game: ScheduledGame, speed: number): Timeline => {
  const model = SPORT_MODELS[game.sport];
  const unitMs = (model.minutes * MINUTE) / speed / regulationWeight(model);
  const phases = timePhases(model.phases, game.startsAt, unitMs);
  if (game.sport === 'MMA') return fight(seed, game, phases);
  let plays = phases.flatMap((phase, index) => playsIn(seed, game, model, phase, index));
  const level = () => total(plays, 'home') === total(plays, 'away');
  if (level() && model.overtime.length > 0) {
    const overtime = timePhases(model.overtime, (phases.at(-1) as TimedPhase).to, unitMs, true);
    phases.push(...overtime);
    plays = [...plays, ...overtime.flatMap((phase, index) => playsIn(seed, game, model, phase, 100 + index))];
    if (level()) {
      // Still level: one decisive play at the very end, to the stronger side more often than not.
      const random = randomFrom(seed, game.gameId, 'decider');
      const factors = sideFactors(seed, game);
      const side: Side = random.next() < factors.home / (factors.home + factors.away) ? 'home' : 'away';
      const last = overtime.at(-1) as TimedPhase;
      const points = model.kinds[model.decider]?.points ?? 1;
      plays.push({ at: Math.floor(last.to) - 1, side, kind: model.decider, points, period: last.period ?? 'OT' });
    }
  }
  plays.sort((left, right) => left.at - right.at);
  return { game, phases, plays, endsAt: Math.ceil((phases.at(-1) as TimedPhase).to) };
};

export type GameMoment = { status: GameStatus; period: string | null; homeScore: number; awayScore: number };

/** Where the game is at `now`. */
export const momentAt = (timeline: Timeline, now: number): GameMoment => {
  const { game, phases, plays, endsAt } = timeline;
  if (game.disruption && now >= game.disruption.at) {
    return { status: game.disruption.kind, period: null, homeScore: 0, awayScore: 0 };
  }
  if (now < game.startsAt) return { status: 'scheduled', period: null, homeScore: 0, awayScore: 0 };
  const sofar = now >= endsAt ? plays : plays.filter((play) => play.at <= now);
  const score = { homeScore: total(sofar, 'home'), awayScore: total(sofar, 'away') };
  if (now >= endsAt) return { status: 'final', period: null, ...score };
  const phase = phases.find((candidate) => now < candidate.to) ?? phases.at(-1);
  return { status: 'in_progress', period: phase?.name ?? null, ...score };
};

/** Points per scoring period, in play order, including periods where nobody scored. */
export const periodScores = (timeline: Timeline): PeriodScore[] => {
  const periods = [...new Set(timeline.phases.flatMap((phase) => (phase.period === null ? [] : [phase.period])))];
  return periods.map((period) => {
    const inPeriod = timeline.plays.filter((play) => play.period === period);
    return { period, home: total(inPeriod, 'home'), away: total(inPeriod, 'away') };
  });
};
