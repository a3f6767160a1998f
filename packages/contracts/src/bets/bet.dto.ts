/** Answers of the bet queries, shared by the query API and the web apps. Money in dollars. */

/** 'cashed_out': the player took the cash out offer before the games ended (payout = the offer). */
export type TBetStatus = 'pending' | 'won' | 'lost' | 'push' | 'void' | 'cashed_out';

/** A leg in the spec's shape (id, marketType, selection, line, americanOdds, event{awayTeam, homeTeam}) and more. */
export type TBetLegDto = {
  id: string;
  eventId: string;
  marketType: string;
  selection: string;
  line: number | null;
  americanOdds: number;
  propId: string | null;
  playerName: string | null;
  /** How settlement judged the leg; null while pending or when an admin set the bet's outcome. */
  outcome: 'won' | 'lost' | 'push' | 'void' | null;
  event: { sport: string; league: string; homeTeam: string; awayTeam: string; scheduledAt: string };
};

/** GET /api/bets/:userId (spec section 3 "Bet"), plus what the dashboard table and the admin need. */
export type TBetDto = {
  id: string;
  betMode: 'single' | 'parlay';
  balanceType: 'cash' | 'freePlay';
  status: TBetStatus;
  stake: number;
  potentialPayout: number;
  /** What the bet returned, stake included; null while pending. */
  payout: number | null;
  combinedOdds: number;
  placedAt: string;
  settledAt: string | null;
  legs: TBetLegDto[];
};

/** The admin lists say whose bet it is. */
export type TAdminBetDto = TBetDto & { userId: string; username: string };

/** GET /api/user/stats (spec section 3 "User stats"). */
export type TUserStatsDto = {
  totalBets: number;
  totalWagered: number;
  netProfitLoss: number;
  winRate: number;
  totalWins: number;
  totalLosses: number;
  /** Bets the player cashed out: neither a win nor a loss in winRate; their P/L is in netProfitLoss. */
  totalCashedOut: number;
  /** The P/L of the seven days of `weeklyDays`: exactly their sum. */
  weeklyProfitLoss: number;
  /** The last seven days in the time zone the client sent (?timeZone=, UTC without it), oldest first. */
  weeklyDays: TWeeklyDayDto[];
};

/** One local day of the week: its date ('2025-01-06') and the P/L settled during it, in dollars. */
export type TWeeklyDayDto = { date: string; profitLoss: number };
