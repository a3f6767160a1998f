import type { GameStatus, PeriodScore, PlayerStats, RosterPlayer } from './catalogue-events.js';
import type { MarketType } from './market.js';
import type { Sport } from './sport.js';

/**
 * What an odds provider (the simulator or The Odds API) reports, before the book prices it: one quote per
 * bookmaker and market. Prices are American odds as the bookmaker gave them; pricing drops anything invalid.
 */
export type BookmakerKey = 'draftkings' | 'fanduel';
export const BOOKMAKERS: readonly BookmakerKey[] = ['draftkings', 'fanduel'];

/** Same fields as a priced market row, for one bookmaker: `line` is the home spread or the total. */
export type GameMarketQuote = {
  bookmaker: BookmakerKey;
  marketType: MarketType;
  line: number | null;
  awayLine: number | null;
  homeOdds: number | null;
  awayOdds: number | null;
  overOdds: number | null;
  underOdds: number | null;
  /** A three-way moneyline's draw price (soccer); absent elsewhere. */
  drawOdds?: number | null;
};

/** One bookmaker's over/under on one player's prop. Yes/no markets come as Over = yes, Under = no, line 0.5. */
export type PlayerPropQuote = {
  bookmaker: BookmakerKey;
  propType: string;
  playerName: string;
  team: string | null;
  line: number;
  overOdds: number;
  underOdds: number;
};

/** The provider's view of one game: listing, where the game is, the result once final, and game-level quotes. */
export type FeedGame = {
  gameId: string;
  sport: Sport;
  league: string;
  homeTeam: string;
  awayTeam: string;
  scheduledAt: string;
  players?: RosterPlayer[];
  status: GameStatus;
  period: string | null;
  homeScore: number;
  awayScore: number;
  /** Present when status is 'final'; sources without box scores give empty period scores and stats. */
  result?: { periodScores: PeriodScore[]; playerStats: PlayerStats };
  quotes: GameMarketQuote[];
};

export type FeedGameProps = { gameId: string; sport: Sport; quotes: PlayerPropQuote[] };

/**
 * A complete slate: every game the provider currently lists for the sports it was asked about. Completeness
 * matters, because a game missing from a complete slate is removed.
 */
export type GamesSnapshot = { fetchedAt: string; games: FeedGame[] };
export type PropsSnapshot = { fetchedAt: string; games: FeedGameProps[] };
