/** GET /api/bets/{userId}: the player's bets, newest first. Money in dollars. */
export type BetLeg = {
  id: string;
  eventId: string;
  marketType: string;
  selection: string;
  line: number | null;
  americanOdds: number;
  propId: string | null;
  playerName: string | null;
  event: { awayTeam: string; homeTeam: string; sport?: string; scheduledAt?: string };
};

export type BetStatus = 'pending' | 'won' | 'lost' | 'push' | 'void';

export type Bet = {
  id: string;
  betMode: 'single' | 'parlay';
  status: BetStatus;
  stake: number;
  potentialPayout: number;
  /** What the bet returned, stake included; null while pending. */
  payout: number | null;
  combinedOdds: number;
  placedAt: string;
  settledAt: string | null;
  balanceType: 'cash' | 'freePlay';
  legs: BetLeg[];
};

/** GET /api/user/stats (spec section 3 "User stats"). */
export type UserStats = {
  totalBets: number;
  totalWagered: number;
  netProfitLoss: number;
  winRate: number;
  totalWins: number;
  totalLosses: number;
  weeklyProfitLoss: number;
};
