import type { ReadStore } from '@sb/platform';
import { dayBuckets, type DayBucket } from './profit-loss-slots.js';
import { emptyPlayerStats, PLAYER_STATS, type PlayerStatsDocument } from './player-stats-document.js';

/** Spec "User stats" in cents, before the query API turns money into dollars and counts into a rate. */
export type PlayerStats = {
  totalBets: number;
  totalWageredCents: number;
  netProfitLossCents: number;
  totalWins: number;
  totalLosses: number;
  totalCashedOut: number;
  /** The sum of `weeklyDays`. */
  weeklyProfitLossCents: number;
  /** The seven local days ending today in the player's time zone, oldest first. */
  weeklyDays: DayBucket[];
};

/** Spec "Admin user stats", money in cents. */
export type AdminBetStats = {
  totalBets: number;
  pendingBets: number;
  wonBets: number;
  lostBets: number;
  totalWageredCents: number;
  totalWonCents: number;
};

export const toPlayerStats = (doc: PlayerStatsDocument, now: Date, timeZone: string): PlayerStats => {
  const weeklyDays = dayBuckets(doc.profitLossBySlotCents ?? {}, now, timeZone);
  return {
    totalBets: doc.totalBets,
    totalWageredCents: doc.totalWageredCents,
    netProfitLossCents: doc.netProfitLossCents,
    totalWins: doc.wonBets,
    totalLosses: doc.lostBets,
    totalCashedOut: doc.cashedOutBets ?? 0,
    weeklyProfitLossCents: weeklyDays.reduce((sum, day) => sum + day.profitLossCents, 0),
    weeklyDays,
  };
};

/** The admin figures of a user who has never bet. */
export const NO_BETS: AdminBetStats = {
  totalBets: 0,
  pendingBets: 0,
  wonBets: 0,
  lostBets: 0,
  totalWageredCents: 0,
  totalWonCents: 0,
};

export const toAdminBetStats = (doc: PlayerStatsDocument): AdminBetStats => ({
  totalBets: doc.totalBets,
  pendingBets: doc.pendingBets,
  wonBets: doc.wonBets,
  lostBets: doc.lostBets,
  totalWageredCents: doc.totalWageredCents,
  totalWonCents: doc.totalWonCents,
});

/** The queries the player_stats read model is shaped for. A user without bets has all-zero stats. */
export const playerStatsQueries = (store: ReadStore) => {
  const stats = store.collection<PlayerStatsDocument>(PLAYER_STATS);
  const statsOf = async (userId: string) => (await stats.get(userId)) ?? emptyPlayerStats(userId);
  return {
    /** GET /api/user/stats; the weekly window is the seven days of `timeZone` ending with the day of `now`. */
    playerStats: async (userId: string, now: Date, timeZone: string) =>
      toPlayerStats(await statsOf(userId), now, timeZone),
    /** One user's admin figures (GET /api/admin/users/:id ...). */
    adminStatsFor: async (userId: string) => toAdminBetStats(await statsOf(userId)),
    /** Every user's admin figures in one read (GET /api/admin/users); users without bets are absent. */
    adminStatsByUser: async () =>
      new Map((await stats.find({})).map((doc): [string, AdminBetStats] => [doc.id, toAdminBetStats(doc)])),
  };
};
