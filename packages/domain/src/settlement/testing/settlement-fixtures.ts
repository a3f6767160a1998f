import type { GameMarketLeg, PlacedLeg, PropLeg } from '../../betting/bet-leg.js';
import type { PeriodScore, PlayerStats } from '../../catalogue/catalogue-events.js';
import type { GameResult } from '../../catalogue/game-state.js';
import type { MarketType } from '../../catalogue/market.js';
import type { Sport } from '../../catalogue/sport.js';
import { americanOdds } from '../../odds/american-odds.js';
import type { SettlementGame } from '../judge-leg.js';

const event = { league: 'L', homeTeam: 'Home', awayTeam: 'Away', scheduledAt: '2025-01-05T19:00:00.000Z' };

/** The tables' example: NFL, home 24 - away 17 in four quarters. */
export const NFL_RESULT: GameResult = {
  homeScore: 24,
  awayScore: 17,
  periodScores: [
    { period: 'Q1', home: 0, away: 7 },
    { period: 'Q2', home: 10, away: 3 },
    { period: 'Q3', home: 7, away: 0 },
    { period: 'Q4', home: 7, away: 7 },
  ],
  playerStats: {},
};

export const result = (
  homeScore: number,
  awayScore: number,
  periodScores: PeriodScore[] = [],
  playerStats: PlayerStats = {},
): GameResult => ({ homeScore, awayScore, periodScores, playerStats });

export const finalGame = (gameResult: GameResult, sport: Sport = 'NFL', gameId = 'g1'): SettlementGame => ({
  gameId,
  sport,
  status: 'final',
  removed: false,
  result: gameResult,
});

export const marketLeg = (
  marketType: MarketType,
  selection: GameMarketLeg['selection'],
  line: number | null = null,
  overrides: Partial<GameMarketLeg & { legId: string }> = {},
): PlacedLeg => ({
  legId: 'l1',
  eventId: 'g1',
  marketType,
  selection,
  line,
  americanOdds: americanOdds(-110),
  event: { ...event, sport: 'NFL' },
  ...overrides,
});

export const propLeg = (
  marketType: string,
  selection: PropLeg['selection'],
  line: number,
  playerName = 'Jalen Hurts',
): PlacedLeg => ({
  legId: 'l1',
  eventId: 'g1',
  marketType,
  selection,
  line,
  americanOdds: americanOdds(-110),
  propId: `g1:player:${marketType}`,
  playerName,
  event: { ...event, sport: 'NFL' },
});
