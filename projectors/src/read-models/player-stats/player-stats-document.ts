/**
 * `player_stats`: one document per user with bets, kept by the bets projection as each bet changes, so the
 * dashboard and the admin list read figures instead of aggregating every bet per request.
 *
 * Money rules (the one place they are written down):
 * - `totalWageredCents` counts every stake, cash and free play: it is what the player put on bets.
 * - `netProfitLossCents` is the change to the player's own money over settled bets: what settlement credited
 *   to cash minus the stake for cash bets. A free-play stake is the book's money, so a free-play bet counts its
 *   winnings only (settlement credits them to cash) and a lost, pushed or voided free-play bet counts 0.
 * - `totalWonCents` is the payout (stake included) of bets whose status is won, as the bet lists show it.
 * - `profitLossBySlotCents` buckets the P/L changes by the UTC quarter hour of the settlement (or re-settlement,
 *   or cash out), so the week can be cut into the player's local days; only the last BUCKET_DAYS days are kept.
 */
export type PlayerStatsDocument = {
  id: string;
  totalBets: number;
  pendingBets: number;
  wonBets: number;
  lostBets: number;
  pushBets: number;
  voidBets: number;
  /** Bets the player cashed out: their P/L (offer minus stake) is in netProfitLossCents like any settlement. */
  cashedOutBets: number;
  totalWageredCents: number;
  totalWonCents: number;
  netProfitLossCents: number;
  /** UTC quarter hour ('2025-01-05T13:45') -> P/L change settled in it, in cents; quiet slots are absent. */
  profitLossBySlotCents: Record<string, number>;
};

export const PLAYER_STATS = 'player_stats';

export const emptyPlayerStats = (userId: string): PlayerStatsDocument => ({
  id: userId,
  totalBets: 0,
  pendingBets: 0,
  wonBets: 0,
  lostBets: 0,
  pushBets: 0,
  voidBets: 0,
  cashedOutBets: 0,
  totalWageredCents: 0,
  totalWonCents: 0,
  netProfitLossCents: 0,
  profitLossBySlotCents: {},
});
