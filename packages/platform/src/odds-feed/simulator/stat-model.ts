import type { Sport } from '@sb/domain';

/**
 * How simulated players produce the stats props are settled on (the stat keys of the domain's prop catalogue).
 * Scoring stats come from the game's scoring plays, so a box score always adds up to the final score; the rest
 * are drawn around per-position means.
 */
export type Allocation = {
  /** Chance each listed position is credited with the play; what is left goes to an unlisted teammate. */
  weights: Readonly<Record<string, number>>;
  adds: Readonly<Record<string, number>>;
  /** The credited player "scored" the play (first/last scorer markets). */
  scorer?: boolean;
};

export type FamilyModel = {
  independent: Readonly<Record<string, Readonly<Record<string, number>>>>;
  plays: Readonly<Record<string, readonly Allocation[]>>;
  /** Stats counted from the plays of one period only (points in the first quarter). */
  periodStats: readonly { stat: string; of: string; period: string }[];
  /** Part of an independent stat, drawn around `share` of it, when the sport has `period`. */
  portions: readonly { stat: string; of: string; share: number; period: string }[];
  /** 0/1 stats for the first (or last) scorer, over the whole game or per team. */
  firsts: readonly { stat: string; scope: 'game' | 'team'; last?: boolean; kinds?: readonly string[] }[];
};

export const POSITIONS: Readonly<Record<Sport, readonly string[]>> = {
  NFL: ['QB', 'RB1', 'RB2', 'WR1', 'WR2', 'TE', 'K', 'LB', 'CB'],
  NCAAF: ['QB', 'RB1', 'RB2', 'WR1', 'WR2', 'TE', 'K', 'LB', 'CB'],
  NBA: ['PG', 'SG', 'SF', 'PF', 'C'],
  NCAAB: ['PG', 'SG', 'SF', 'PF', 'C'],
  MLB: ['SP', 'B1', 'B2', 'B3', 'B4'],
  NHL: ['C', 'LW', 'RW', 'D', 'G'],
  Soccer: ['ST', 'FW', 'AM'],
  MMA: [],
};

const PAT: Allocation = { weights: { K: 1 }, adds: { pats: 1, kicking_points: 1 } };

const FOOTBALL: FamilyModel = {
  independent: {
    // prettier-ignore
    QB: {
      pass_yds: 245, pass_attempts: 34, pass_completions: 22, pass_interceptions: 0.8, pass_longest_completion: 38,
      rush_yds: 16, rush_attempts: 4, rush_longest: 8,
    },
    RB1: {
      rush_yds: 70,
      rush_attempts: 16,
      rush_longest: 18,
      receptions: 2.8,
      reception_yds: 21,
      reception_longest: 10,
    },
    RB2: { rush_yds: 30, rush_attempts: 7, rush_longest: 10, receptions: 1.4, reception_yds: 10, reception_longest: 6 },
    WR1: { receptions: 6, reception_yds: 78, reception_longest: 27 },
    WR2: { receptions: 4.5, reception_yds: 55, reception_longest: 20 },
    TE: { receptions: 4, reception_yds: 42, reception_longest: 15 },
    K: {},
    LB: { solo_tackles: 5.5, tackle_assists: 3, sacks: 0.4, defensive_interceptions: 0.12 },
    CB: { solo_tackles: 4, tackle_assists: 1.2, defensive_interceptions: 0.2 },
  },
  plays: {
    pass_td: [
      { weights: { QB: 1 }, adds: { pass_tds: 1 } },
      { weights: { WR1: 0.3, WR2: 0.2, TE: 0.2, RB1: 0.1 }, adds: { reception_tds: 1 }, scorer: true },
      PAT,
    ],
    rush_td: [{ weights: { RB1: 0.55, RB2: 0.2, QB: 0.15 }, adds: { rush_tds: 1 }, scorer: true }, PAT],
    fg: [{ weights: { K: 1 }, adds: { field_goals: 1, kicking_points: 3 } }],
  },
  periodStats: [],
  portions: [{ stat: 'pass_yds_q1', of: 'pass_yds', share: 0.24, period: 'Q1' }],
  firsts: [
    { stat: 'first_td', scope: 'game', kinds: ['pass_td', 'rush_td'] },
    { stat: 'last_td', scope: 'game', kinds: ['pass_td', 'rush_td'], last: true },
  ],
};

const BASKETBALL: FamilyModel = {
  independent: {
    PG: { rebounds: 4.5, assists: 7.5, blocks: 0.3, steals: 1.3, turnovers: 3 },
    SG: { rebounds: 4, assists: 4, blocks: 0.3, steals: 1.1, turnovers: 2 },
    SF: { rebounds: 6, assists: 3, blocks: 0.6, steals: 1, turnovers: 2 },
    PF: { rebounds: 8, assists: 2.5, blocks: 0.9, steals: 0.8, turnovers: 1.7 },
    C: { rebounds: 10.5, assists: 2, blocks: 1.7, steals: 0.7, turnovers: 2 },
  },
  plays: {
    two: [
      {
        weights: { PG: 0.16, SG: 0.15, SF: 0.16, PF: 0.16, C: 0.17 },
        adds: { points: 2, field_goals: 1 },
        scorer: true,
      },
    ],
    three: [
      {
        weights: { PG: 0.22, SG: 0.24, SF: 0.18, PF: 0.1, C: 0.04 },
        adds: { points: 3, threes: 1, field_goals: 1 },
        scorer: true,
      },
    ],
    ft: [
      {
        weights: { PG: 0.17, SG: 0.15, SF: 0.15, PF: 0.15, C: 0.16 },
        adds: { points: 1, frees_made: 1 },
        scorer: true,
      },
    ],
  },
  periodStats: [{ stat: 'points_q1', of: 'points', period: 'Q1' }],
  portions: [
    { stat: 'rebounds_q1', of: 'rebounds', share: 0.25, period: 'Q1' },
    { stat: 'assists_q1', of: 'assists', share: 0.25, period: 'Q1' },
  ],
  firsts: [
    { stat: 'first_basket', scope: 'game' },
    { stat: 'first_team_basket', scope: 'team' },
  ],
};

const BATTERS = ['B1', 'B2', 'B3', 'B4'];
const perBatter = (values: readonly number[]) => Object.fromEntries(BATTERS.map((b, i) => [b, values[i] ?? 0]));

const BASEBALL: FamilyModel = {
  independent: {
    SP: { pitching_strikeouts: 5.8, outs: 17, hits_allowed: 5.2, walks_allowed: 1.9 },
    B1: { singles: 0.7, doubles: 0.2, triples: 0.03, walks: 0.45, batting_strikeouts: 0.8, stolen_bases: 0.25 },
    B2: { singles: 0.65, doubles: 0.22, triples: 0.02, walks: 0.4, batting_strikeouts: 0.9, stolen_bases: 0.12 },
    B3: { singles: 0.6, doubles: 0.25, triples: 0.02, walks: 0.5, batting_strikeouts: 1, stolen_bases: 0.06 },
    B4: { singles: 0.55, doubles: 0.24, triples: 0.01, walks: 0.45, batting_strikeouts: 1.1, stolen_bases: 0.04 },
  },
  plays: {
    run: [
      { weights: perBatter([0.14, 0.13, 0.12, 0.12]), adds: { runs_scored: 1 } },
      { weights: perBatter([0.08, 0.12, 0.15, 0.16]), adds: { rbis: 1 } },
    ],
    hr: [
      { weights: perBatter([0.12, 0.14, 0.16, 0.17]), adds: { home_runs: 1, runs_scored: 1, rbis: 1 }, scorer: true },
    ],
  },
  periodStats: [],
  portions: [],
  firsts: [{ stat: 'first_home_run', scope: 'game', kinds: ['hr'] }],
};

const SKATERS = { C: 0.2, LW: 0.17, RW: 0.17, D: 0.07 };
const HELPERS = { C: 0.2, LW: 0.16, RW: 0.16, D: 0.18 };

const HOCKEY: FamilyModel = {
  independent: {
    C: { shots_on_goal: 2.3, blocked_shots: 0.6 },
    LW: { shots_on_goal: 2, blocked_shots: 0.5 },
    RW: { shots_on_goal: 2, blocked_shots: 0.5 },
    D: { shots_on_goal: 1.5, blocked_shots: 1.9 },
    G: { saves: 27 },
  },
  plays: {
    goal: [
      { weights: SKATERS, adds: { goals: 1, shots_on_goal: 1 }, scorer: true },
      { weights: HELPERS, adds: { assists: 1 } },
    ],
    pp_goal: [
      { weights: SKATERS, adds: { goals: 1, shots_on_goal: 1, power_play_points: 1 }, scorer: true },
      { weights: HELPERS, adds: { assists: 1, power_play_points: 1 } },
    ],
  },
  periodStats: [],
  portions: [],
  firsts: [
    { stat: 'first_goal', scope: 'game' },
    { stat: 'last_goal', scope: 'game', last: true },
  ],
};

const SOCCER: FamilyModel = {
  independent: {
    ST: { shots: 1.6, shots_on_target: 0.6 },
    FW: { shots: 1.3, shots_on_target: 0.45 },
    AM: { shots: 1.1, shots_on_target: 0.35 },
  },
  plays: {
    goal: [
      { weights: { ST: 0.32, FW: 0.2, AM: 0.15 }, adds: { goals: 1, shots: 1, shots_on_target: 1 }, scorer: true },
      { weights: { ST: 0.08, FW: 0.14, AM: 0.25 }, adds: { assists: 1 } },
    ],
  },
  periodStats: [],
  portions: [],
  firsts: [{ stat: 'first_goal', scope: 'game' }],
};

export const FAMILY_MODELS: Readonly<Record<Sport, FamilyModel | null>> = {
  NFL: FOOTBALL,
  NCAAF: FOOTBALL,
  NBA: BASKETBALL,
  NCAAB: BASKETBALL,
  MLB: BASEBALL,
  NHL: HOCKEY,
  Soccer: SOCCER,
  MMA: null,
};

/** Stats that are 0 or 1: priced from their probability rather than from a count distribution. */
// prettier-ignore
export const BINARY_STATS = new Set([
  'first_td', 'last_td', 'first_basket', 'first_team_basket', 'double_double', 'triple_double', 'first_home_run',
  'pitching_win', 'first_goal', 'last_goal',
]);
