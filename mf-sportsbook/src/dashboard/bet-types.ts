/** The bet queries' answers, as the contracts define them for the query API and every web app. */
export type {
  TBetDto as Bet,
  TBetLegDto as BetLeg,
  TBetStatus as BetStatus,
  TUserStatsDto as UserStats,
  TWeeklyDayDto as WeeklyDay,
} from '@sb/contracts';
