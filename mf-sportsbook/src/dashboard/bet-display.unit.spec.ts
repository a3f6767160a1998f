import { describe, expect, it } from 'vitest';
import { describeLeg, payoutDisplay, statusLabel } from './bet-display';
import type { Bet, BetLeg } from './bet-types';

const leg = (marketType: string, selection: string, line: number | null, playerName: string | null = null): BetLeg => ({
  id: 'l1',
  eventId: 'g1',
  marketType,
  selection,
  line,
  americanOdds: -110,
  propId: playerName ? 'p1' : null,
  playerName,
  outcome: null,
  event: { sport: 'NBA', league: 'NBA', awayTeam: 'Heat', homeTeam: 'Knicks', scheduledAt: '2026-11-20T00:00:00Z' },
});

const bet = (status: Bet['status'], settledAt: string | null = null, payout: number | null = null): Bet => ({
  id: 'b1',
  betMode: 'single',
  status,
  stake: 20,
  potentialPayout: 38.18,
  payout,
  combinedOdds: -110,
  placedAt: '2026-11-20T10:00:00Z',
  settledAt,
  balanceType: 'cash',
  legs: [leg('spread', 'home', -3.5)],
});

describe('payout display (spec section 4)', () => {
  it.each([
    ['pending', null, '$38.18'],
    ['won', 38.18, '+$18.18'],
    ['lost', 0, '-$20.00'],
    ['push', 20, '$0.00'],
    ['cashed_out', 17.5, '$17.50'],
  ] as const)('%s shows %s', (status, payout, shown) => {
    expect(payoutDisplay(bet(status, '2026-11-21T10:00:00Z', payout))).toBe(shown);
  });
});

describe('status label', () => {
  it('says cashed out in words', () => {
    expect(statusLabel('cashed_out')).toBe('cashed out');
    expect(statusLabel('won')).toBe('won');
  });
});

describe('bet descriptions', () => {
  it('names the team, side, line and market', () => {
    expect(describeLeg(leg('moneyline', 'away', null))).toBe('Heat · Moneyline');
    expect(describeLeg(leg('spread_h1', 'home', -1.5))).toBe('Knicks -1.5 · 1st Half Spread');
    expect(describeLeg(leg('totals', 'over', 224.5))).toBe('Over 224.5 · Total');
    expect(describeLeg(leg('team_total_away', 'under', 110.5))).toBe('Under 110.5 · Heat Team Total');
    expect(describeLeg(leg('player_points', 'over', 25.5, 'Ann Player'))).toBe('Ann Player Over 25.5 · Points');
  });
});
