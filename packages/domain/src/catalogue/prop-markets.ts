import type { Sport } from './sport.js';

/**
 * The player-prop market catalogue, keyed as The Odds API names its markets. Each market is settled on the sum of
 * `stats` in the player's final statistics (`GameFinished.playerStats[player]`); yes/no markets (anytime scorer,
 * first touchdown, double-double...) are priced as Over/Under 0.5 on a 0/1 or count stat.
 *
 * Counting: NCAAF uses the football catalogue and NCAAB the basketball one, and some keys (player_assists,
 * player_points...) exist in several sports, so the spec's "137 markets" is the number of distinct keys across
 * NFL, NBA, MLB and NHL (equivalently across all six US sports). Soccer has its own small catalogue on top.
 */
export type PropFamily = 'football' | 'basketball' | 'baseball' | 'hockey' | 'soccer';

export type PropMarket = {
  key: string;
  family: PropFamily;
  stats: readonly string[];
  kind: 'over_under' | 'yes_no';
  alternate: boolean;
};

type Row = readonly [key: string, stats: readonly string[], kind?: 'yes_no'];

const FOOTBALL: Row[] = [
  ['player_assists', ['tackle_assists']],
  ['player_defensive_interceptions', ['defensive_interceptions']],
  ['player_field_goals', ['field_goals']],
  ['player_kicking_points', ['kicking_points']],
  ['player_pass_attempts', ['pass_attempts']],
  ['player_pass_completions', ['pass_completions']],
  ['player_pass_interceptions', ['pass_interceptions']],
  ['player_pass_longest_completion', ['pass_longest_completion']],
  ['player_pass_rush_yds', ['pass_yds', 'rush_yds']],
  ['player_pass_rush_reception_tds', ['pass_tds', 'rush_tds', 'reception_tds']],
  ['player_pass_rush_reception_yds', ['pass_yds', 'rush_yds', 'reception_yds']],
  ['player_pass_tds', ['pass_tds']],
  ['player_pass_yds', ['pass_yds']],
  ['player_pass_yds_q1', ['pass_yds_q1']],
  ['player_pats', ['pats']],
  ['player_receptions', ['receptions']],
  ['player_reception_longest', ['reception_longest']],
  ['player_reception_tds', ['reception_tds']],
  ['player_reception_yds', ['reception_yds']],
  ['player_rush_attempts', ['rush_attempts']],
  ['player_rush_longest', ['rush_longest']],
  ['player_rush_reception_tds', ['rush_tds', 'reception_tds']],
  ['player_rush_reception_yds', ['rush_yds', 'reception_yds']],
  ['player_rush_tds', ['rush_tds']],
  ['player_rush_yds', ['rush_yds']],
  ['player_sacks', ['sacks']],
  ['player_solo_tackles', ['solo_tackles']],
  ['player_tackles_assists', ['solo_tackles', 'tackle_assists']],
  ['player_tds_over', ['rush_tds', 'reception_tds']],
  ['player_1st_td', ['first_td'], 'yes_no'],
  ['player_anytime_td', ['rush_tds', 'reception_tds'], 'yes_no'],
  ['player_last_td', ['last_td'], 'yes_no'],
];
const FOOTBALL_ALTERNATES = [
  'player_assists', 'player_defensive_interceptions', 'player_field_goals', 'player_kicking_points',
  'player_pass_attempts', 'player_pass_completions', 'player_pass_interceptions', 'player_pass_longest_completion',
  'player_pass_rush_yds', 'player_pass_rush_reception_tds', 'player_pass_rush_reception_yds', 'player_pass_tds',
  'player_pass_yds', 'player_pats', 'player_receptions', 'player_reception_longest', 'player_reception_tds',
  'player_reception_yds', 'player_rush_attempts', 'player_rush_longest', 'player_rush_reception_tds',
  'player_rush_reception_yds', 'player_rush_tds', 'player_rush_yds', 'player_sacks', 'player_solo_tackles',
  'player_tackles_assists',
]; // prettier-ignore

const BASKETBALL: Row[] = [
  ['player_points', ['points']],
  ['player_points_q1', ['points_q1']],
  ['player_rebounds', ['rebounds']],
  ['player_rebounds_q1', ['rebounds_q1']],
  ['player_assists', ['assists']],
  ['player_assists_q1', ['assists_q1']],
  ['player_threes', ['threes']],
  ['player_blocks', ['blocks']],
  ['player_steals', ['steals']],
  ['player_blocks_steals', ['blocks', 'steals']],
  ['player_turnovers', ['turnovers']],
  ['player_points_rebounds_assists', ['points', 'rebounds', 'assists']],
  ['player_points_rebounds', ['points', 'rebounds']],
  ['player_points_assists', ['points', 'assists']],
  ['player_rebounds_assists', ['rebounds', 'assists']],
  ['player_field_goals', ['field_goals']],
  ['player_frees_made', ['frees_made']],
  ['player_frees_attempts', ['frees_attempts']],
  ['player_first_basket', ['first_basket'], 'yes_no'],
  ['player_first_team_basket', ['first_team_basket'], 'yes_no'],
  ['player_double_double', ['double_double'], 'yes_no'],
  ['player_triple_double', ['triple_double'], 'yes_no'],
];
const BASKETBALL_ALTERNATES = [
  'player_points', 'player_rebounds', 'player_assists', 'player_blocks', 'player_steals', 'player_turnovers',
  'player_threes', 'player_points_assists', 'player_points_rebounds', 'player_rebounds_assists',
  'player_points_rebounds_assists',
]; // prettier-ignore

const BASEBALL: Row[] = [
  ['batter_home_runs', ['home_runs']],
  ['batter_first_home_run', ['first_home_run'], 'yes_no'],
  ['batter_hits', ['hits']],
  ['batter_total_bases', ['total_bases']],
  ['batter_rbis', ['rbis']],
  ['batter_runs_scored', ['runs_scored']],
  ['batter_hits_runs_rbis', ['hits', 'runs_scored', 'rbis']],
  ['batter_singles', ['singles']],
  ['batter_doubles', ['doubles']],
  ['batter_triples', ['triples']],
  ['batter_walks', ['walks']],
  ['batter_strikeouts', ['batting_strikeouts']],
  ['batter_stolen_bases', ['stolen_bases']],
  ['pitcher_strikeouts', ['pitching_strikeouts']],
  ['pitcher_record_a_win', ['pitching_win'], 'yes_no'],
  ['pitcher_hits_allowed', ['hits_allowed']],
  ['pitcher_walks', ['walks_allowed']],
  ['pitcher_earned_runs', ['earned_runs']],
  ['pitcher_outs', ['outs']],
];
const BASEBALL_ALTERNATES = [
  'batter_total_bases', 'batter_home_runs', 'batter_hits', 'batter_rbis', 'batter_walks', 'batter_strikeouts',
  'batter_runs_scored', 'batter_singles', 'batter_doubles', 'batter_triples', 'batter_hits_runs_rbis',
  'pitcher_hits_allowed', 'pitcher_walks', 'pitcher_strikeouts', 'pitcher_earned_runs', 'pitcher_outs',
]; // prettier-ignore

const HOCKEY: Row[] = [
  ['player_points', ['goals', 'assists']],
  ['player_power_play_points', ['power_play_points']],
  ['player_assists', ['assists']],
  ['player_blocked_shots', ['blocked_shots']],
  ['player_shots_on_goal', ['shots_on_goal']],
  ['player_goals', ['goals']],
  ['player_total_saves', ['saves']],
  ['player_goal_scorer_first', ['first_goal'], 'yes_no'],
  ['player_goal_scorer_last', ['last_goal'], 'yes_no'],
  ['player_goal_scorer_anytime', ['goals'], 'yes_no'],
];
const HOCKEY_ALTERNATES = [
  'player_points', 'player_assists', 'player_power_play_points', 'player_goals', 'player_shots_on_goal',
  'player_blocked_shots', 'player_total_saves',
]; // prettier-ignore

const SOCCER: Row[] = [
  ['player_goal_scorer_anytime', ['goals'], 'yes_no'],
  ['player_first_goal_scorer', ['first_goal'], 'yes_no'],
  ['player_shots', ['shots']],
  ['player_shots_on_target', ['shots_on_target']],
  ['player_assists', ['assists']],
];

const build = (family: PropFamily, rows: readonly Row[], alternates: readonly string[] = []): PropMarket[] => {
  const base = rows.map(([key, stats, kind]): PropMarket => ({
    key,
    family,
    stats,
    kind: kind ?? 'over_under',
    alternate: false,
  }));
  const alternate = alternates.map((key) => {
    const of = base.find((market) => market.key === key);
    if (!of) throw new Error(`Alternate of an unknown market: ${key}`);
    return { ...of, key: `${key}_alternate`, alternate: true };
  });
  return [...base, ...alternate];
};

export const PROP_MARKETS: Readonly<Record<PropFamily, readonly PropMarket[]>> = {
  football: build('football', FOOTBALL, FOOTBALL_ALTERNATES),
  basketball: build('basketball', BASKETBALL, BASKETBALL_ALTERNATES),
  baseball: build('baseball', BASEBALL, BASEBALL_ALTERNATES),
  hockey: build('hockey', HOCKEY, HOCKEY_ALTERNATES),
  soccer: build('soccer', SOCCER),
};

const FAMILY_OF: Readonly<Record<Sport, PropFamily | null>> = {
  NFL: 'football',
  NCAAF: 'football',
  NBA: 'basketball',
  NCAAB: 'basketball',
  MLB: 'baseball',
  NHL: 'hockey',
  Soccer: 'soccer',
  MMA: null,
};

export const propMarketsFor = (sport: Sport): readonly PropMarket[] => {
  const family = FAMILY_OF[sport];
  return family ? PROP_MARKETS[family] : [];
};

export const findPropMarket = (sport: Sport, key: string): PropMarket | undefined =>
  propMarketsFor(sport).find((market) => market.key === key);

/** The settled value of a prop: the sum of its stats, or undefined when the player has no recorded stats. */
export const propStatValue = (market: PropMarket, stats: Readonly<Record<string, number>> | undefined) =>
  stats === undefined ? undefined : market.stats.reduce((sum, stat) => sum + (stats[stat] ?? 0), 0);
