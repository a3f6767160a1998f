import type { AdminBet, AdminUser } from '../api/admin-types';

export const adminSession = {
  id: 'admin-1',
  username: 'admin',
  balance: 1000,
  freePlayBalance: 0,
  isAdmin: 'true',
  role: 'admin',
  status: 'approved',
  createdAt: '2026-11-20T10:00:00.000Z',
};

const noBets = { totalBets: 0, pendingBets: 0, wonBets: 0, lostBets: 0, totalWagered: 0, totalWon: 0 };

export const adminUser: AdminUser = { ...adminSession, isAdmin: 'true', role: 'admin', status: 'approved', ...noBets };

export const pat: AdminUser = {
  id: 'user-pat',
  username: 'pat',
  balance: 980,
  freePlayBalance: 15,
  isAdmin: 'false',
  role: 'player',
  status: 'approved',
  createdAt: '2026-11-21T09:30:00.000Z',
  ...noBets,
  totalBets: 1,
  pendingBets: 1,
  totalWagered: 20,
};

/** An auditor holds no money: no wallet, nothing to manage. */
export const audra: AdminUser = {
  ...noBets,
  id: 'user-audra',
  username: 'audra',
  balance: 0,
  freePlayBalance: 0,
  isAdmin: 'false',
  role: 'auditor',
  status: 'approved',
  createdAt: '2026-11-22T08:00:00.000Z',
};

export const patsBet: AdminBet = {
  id: 'bet-1',
  username: 'pat',
  userId: 'user-pat',
  betMode: 'single',
  status: 'pending',
  stake: 20,
  potentialPayout: 64.4,
  payout: null,
  placedAt: '2026-11-22T05:53:22.047Z',
  settledAt: null,
  balanceType: 'cash',
  combinedOdds: 222,
  legs: [
    {
      id: 'leg-1',
      marketType: 'moneyline',
      selection: 'home',
      eventId: 'game-1',
      line: null,
      americanOdds: 222,
      propId: null,
      playerName: null,
      outcome: null,
      event: {
        sport: 'MLB',
        league: 'MLB',
        homeTeam: 'Kansas City Monarchs',
        awayTeam: 'New York Empires',
        scheduledAt: '2026-11-22T20:00:00.000Z',
      },
    },
  ],
};
