import type { GameStatus, PeriodScore } from '@sb/domain';
import { nicknameOf } from '../simulator/teams.js';
import { teamLogoDataUri } from './svg-badges.js';

/** What the NBA page needs of a catalogue game (a domain GameState fits, and so does a provider FeedGame). */
export type NbaGameSource = {
  gameId: string;
  scheduledAt: string;
  status: GameStatus;
  period: string | null;
  homeTeam: string;
  awayTeam: string;
  homeScore: number;
  awayScore: number;
  periodScores?: readonly PeriodScore[];
};

/** The spec's API-Sports NBA game: id, date, status{short, long}, teams{visitors, home}, scores (points). */
export type ApiSportsNbaGame = {
  id: string;
  date: string;
  status: { short: string; long: string };
  teams: Record<'visitors' | 'home', { name: string; nickname: string; logo: string }>;
  scores: Record<'visitors' | 'home', { points: number | null; linescore: string[] }>;
};

const LIVE_LONG: Readonly<Record<string, string>> = {
  Q1: 'Quarter 1',
  Q2: 'Quarter 2',
  Q3: 'Quarter 3',
  Q4: 'Quarter 4',
  HT: 'Halftime',
  OT: 'Over Time',
};

const statusOf = (game: NbaGameSource): ApiSportsNbaGame['status'] => {
  switch (game.status) {
    case 'scheduled':
      return { short: 'NS', long: 'Not Started' };
    case 'in_progress':
      return game.period && LIVE_LONG[game.period]
        ? { short: game.period, long: LIVE_LONG[game.period] as string }
        : { short: 'LIVE', long: 'In Play' };
    case 'final':
      return game.periodScores?.some((period) => period.period === 'OT')
        ? { short: 'AOT', long: 'After Over Time' }
        : { short: 'FT', long: 'Finished' };
    case 'postponed':
      return { short: 'POST', long: 'Postponed' };
    case 'cancelled':
      return { short: 'CANC', long: 'Cancelled' };
  }
};

const team = (name: string) => ({ name, nickname: nicknameOf(name), logo: teamLogoDataUri(name) });

/** A catalogue NBA game in the API-Sports shape the NBA page reads: one source of games for every screen. */
export const toApiSportsNbaGame = (game: NbaGameSource): ApiSportsNbaGame => {
  const started = game.status === 'in_progress' || game.status === 'final';
  const side = (points: number, pick: (period: PeriodScore) => number) => ({
    points: started ? points : null,
    linescore: (game.periodScores ?? []).map((period) => String(pick(period))),
  });
  return {
    id: game.gameId,
    date: game.scheduledAt,
    status: statusOf(game),
    teams: { visitors: team(game.awayTeam), home: team(game.homeTeam) },
    scores: {
      visitors: side(game.awayScore, (period) => period.away),
      home: side(game.homeScore, (period) => period.home),
    },
  };
};
