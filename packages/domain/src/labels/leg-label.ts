/**
 * How every screen and the audit statement name a market and a pick: the player's slip, bet list and prop board,
 * the admin's bet cards, and the ledger's statement lines all call these functions, so one leg reads the same
 * everywhere ('Lakers -3.5 · 1st Half Spread', 'Over 224.5 · Celtics Team Total', 'Ann Player Over 25.5 · Points').
 */

/** The teams of a game, as a market label needs them. */
export type Teams = { homeTeam: string; awayTeam: string };

/** What a label reads of a leg: its market (a MarketType, or a prop's propType), side, line and game. */
export type LabelledLeg = {
  marketType: string;
  selection: string;
  line: number | null;
  playerName?: string | null | undefined;
  event: Teams;
};

const PERIOD_NAMES: Readonly<Record<string, string>> = {
  q1: '1st Quarter',
  q2: '2nd Quarter',
  q3: '3rd Quarter',
  q4: '4th Quarter',
  h1: '1st Half',
  h2: '2nd Half',
  p1: '1st Period',
  p2: '2nd Period',
  p3: '3rd Period',
  f5: 'First 5 Innings',
};

const MAIN_NAMES: Readonly<Record<string, string>> = { moneyline: 'Moneyline', spread: 'Spread', totals: 'Total' };

const PROP_WORDS: Readonly<Record<string, string>> = {
  yds: 'Yards',
  tds: 'TDs',
  td: 'TD',
  rbis: 'RBIs',
  pats: 'PATs',
  q1: '1st Quarter',
  '1st': 'First',
  frees: 'Free Throws',
  threes: 'Threes',
};

/** Stats whose combos are sums (Points + Rebounds + Assists). */
const SUMMED_STATS: ReadonlySet<string> = new Set(['points', 'rebounds', 'assists', 'blocks', 'steals']);

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

const isGameMarket = (marketType: string) => /^(moneyline|spread|totals|team_total)/.test(marketType);

/** The period of 'spread_h1' ('1st Half'), or undefined for a whole-game market. */
export const periodName = (marketType: string): string | undefined =>
  PERIOD_NAMES[marketType.slice(marketType.lastIndexOf('_') + 1)];

/** A prop market's name from its key ('player_pass_yds_alternate' -> 'Alt Pass Yards'). */
export const propMarketLabel = (key: string): string => {
  const alternate = key.endsWith('_alternate');
  const keys = key
    .replace(/_alternate$/, '')
    .split('_')
    // 'player' carries no meaning; 'batter'/'pitcher' do (batter vs pitcher strikeouts).
    .filter((word, index) => !(index === 0 && word === 'player'));
  // A combo of counted stats reads as a sum: 'points_assists' -> 'Points + Assists'.
  const text = keys
    .map((word, index) => {
      const name = PROP_WORDS[word] ?? capitalise(word);
      const summed = index > 0 && SUMMED_STATS.has(word) && SUMMED_STATS.has(keys[index - 1] ?? '');
      return index === 0 ? name : `${summed ? ' + ' : ' '}${name}`;
    })
    .join('');
  return `${alternate ? 'Alt ' : ''}${text}`;
};

/** 'Moneyline', '1st Half Spread', 'Lakers Team Total', or a prop's name ('Pass Yards'). */
export function marketLabel(marketType: string, teams: Teams): string {
  if (marketType === 'team_total_home') return `${teams.homeTeam} Team Total`;
  if (marketType === 'team_total_away') return `${teams.awayTeam} Team Total`;
  if (!isGameMarket(marketType)) return propMarketLabel(marketType);
  const main = MAIN_NAMES[marketType.split('_')[0] ?? ''] ?? marketType;
  const period = periodName(marketType);
  return period ? `${period} ${main}` : main;
}

/** Spread lines carry their sign (+3.5, -3.5); totals and props do not (Over 224.5). */
const formatLine = (selection: string, line: number): string =>
  selection === 'home' || selection === 'away' ? (line > 0 ? `+${line}` : String(line)) : String(line);

/** The side without its line: 'Lakers', 'Draw', 'Over', 'Ann Player Over'. */
export function sideName(leg: Pick<LabelledLeg, 'selection' | 'playerName' | 'event'>): string {
  if (leg.selection === 'home') return leg.event.homeTeam;
  if (leg.selection === 'away') return leg.event.awayTeam;
  // Soccer's three-way moneyline: the third pick is the game ending level, neither team.
  if (leg.selection === 'draw') return 'Draw';
  const word = capitalise(leg.selection);
  return leg.playerName ? `${leg.playerName} ${word}` : word;
}

/** What was backed: 'Lakers', 'Lakers -3.5', 'Over 224.5', 'Ann Player Over 25.5'. */
export const pickLabel = (leg: LabelledLeg): string =>
  leg.line === null ? sideName(leg) : `${sideName(leg)} ${formatLine(leg.selection, leg.line)}`;

/** A leg in one line: 'Lakers -3.5 · 1st Half Spread'. */
export const legLabel = (leg: LabelledLeg): string => `${pickLabel(leg)} · ${marketLabel(leg.marketType, leg.event)}`;

/** The game: 'Heat @ Lakers'. */
export const matchupLabel = (teams: Teams): string => `${teams.awayTeam} @ ${teams.homeTeam}`;
