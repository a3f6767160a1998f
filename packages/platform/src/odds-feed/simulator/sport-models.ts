import type { Sport } from '@sb/domain';

/**
 * A stretch of a game: play (scores accrue to `period`) or a break such as halftime (`period` null). `weight` is
 * its share of the game clock, `scoring` how many full phases of scoring it holds (a half-inning is short but
 * is a whole turn at bat for one side), `batting` the only side that can score in it.
 */
export type Phase = {
  name: string;
  period: string | null;
  weight: number;
  scoring: number;
  batting?: 'home' | 'away';
};

/** A kind of scoring play, worth `points`, expected `perPhase` times per team in a full-weight play phase. */
export type ScoringKind = { points: number; perPhase: number };

export type SportModel = {
  /** Length of regulation at FEED_SPEED=1, in real minutes: the spec's "a game lasts about 20 minutes". */
  minutes: number;
  phases: readonly Phase[];
  /** Played when regulation ends level; an empty list means a draw stands (soccer). */
  overtime: readonly Phase[];
  kinds: Readonly<Record<string, ScoringKind>>;
  /** The play that breaks a tie still standing after overtime (a shoot-out goal, a walk-off run). */
  decider: string;
  /** Scoring rate multiplier per unit of rating difference, and the home side's edge in the same units. */
  strength: number;
  homeAdvantage: number;
};

const play = (name: string, period = name, weight = 1): Phase => ({ name, period, weight, scoring: weight });
const HALFTIME: Phase = { name: 'HT', period: null, weight: 0.35, scoring: 0 };
const QUARTERS = [play('Q1'), play('Q2'), HALFTIME, play('Q3'), play('Q4')];
const INNINGS = Array.from({ length: 9 }, (_, index) => String(index + 1)).flatMap((inning): Phase[] => [
  { name: `T${inning}`, period: inning, weight: 0.5, scoring: 1, batting: 'away' },
  { name: `B${inning}`, period: inning, weight: 0.5, scoring: 1, batting: 'home' },
]);

const basketball = (pointsPerPhase: number) => ({
  // Baskets: 60% twos, 28% threes, 12% free throws, 2.16 points on average.
  two: { points: 2, perPhase: (pointsPerPhase / 2.16) * 0.6 },
  three: { points: 3, perPhase: (pointsPerPhase / 2.16) * 0.28 },
  ft: { points: 1, perPhase: (pointsPerPhase / 2.16) * 0.12 },
});

const football = (touchdowns: number, fieldGoals: number) => ({
  pass_td: { points: 7, perPhase: touchdowns * 0.58 },
  rush_td: { points: 7, perPhase: touchdowns * 0.42 },
  fg: { points: 3, perPhase: fieldGoals },
});

export const SPORT_MODELS: Readonly<Record<Sport, SportModel>> = {
  NFL: {
    minutes: 22,
    phases: QUARTERS,
    overtime: [play('OT', 'OT', 0.5)],
    kinds: football(0.65, 0.45),
    decider: 'fg',
    strength: 0.22,
    homeAdvantage: 0.25,
  },
  NCAAF: {
    minutes: 22,
    phases: QUARTERS,
    overtime: [play('OT', 'OT', 0.5)],
    kinds: football(0.8, 0.4),
    decider: 'fg',
    strength: 0.3,
    homeAdvantage: 0.3,
  },
  NBA: {
    minutes: 20,
    phases: QUARTERS,
    overtime: [play('OT', 'OT', 0.42)],
    kinds: basketball(28),
    decider: 'two',
    strength: 0.06,
    homeAdvantage: 0.4,
  },
  NCAAB: {
    minutes: 18,
    phases: [play('1H'), HALFTIME, play('2H')],
    overtime: [play('OT', 'OT', 0.25)],
    kinds: basketball(35),
    decider: 'two',
    strength: 0.09,
    homeAdvantage: 0.5,
  },
  MLB: {
    minutes: 20,
    phases: INNINGS,
    overtime: [
      { name: 'T10', period: '10', weight: 0.5, scoring: 1, batting: 'away' },
      { name: 'B10', period: '10', weight: 0.5, scoring: 1, batting: 'home' },
    ],
    kinds: { run: { points: 1, perPhase: 0.37 }, hr: { points: 1, perPhase: 0.13 } },
    decider: 'run',
    strength: 0.15,
    homeAdvantage: 0.2,
  },
  NHL: {
    minutes: 18,
    phases: [play('P1'), play('P2'), play('P3')],
    overtime: [play('OT', 'OT', 0.25)],
    kinds: { goal: { points: 1, perPhase: 0.8 }, pp_goal: { points: 1, perPhase: 0.2 } },
    decider: 'goal',
    strength: 0.15,
    homeAdvantage: 0.2,
  },
  Soccer: {
    minutes: 18,
    phases: [play('1H'), HALFTIME, play('2H')],
    overtime: [],
    kinds: { goal: { points: 1, perPhase: 0.7 } },
    decider: 'goal',
    strength: 0.25,
    homeAdvantage: 0.3,
  },
  // Fights have no scoring plays: the winner scores 1 in the round the fight ends (see timeline.ts).
  MMA: {
    minutes: 12,
    phases: [play('R1'), play('R2'), play('R3')],
    overtime: [],
    kinds: {},
    decider: 'finish',
    strength: 0.6,
    homeAdvantage: 0,
  },
};

export const regulationWeight = (model: SportModel) => model.phases.reduce((sum, phase) => sum + phase.weight, 0);
