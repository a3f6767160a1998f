import { describe, expect, it } from 'vitest';
import { planCleanup, type CleanupCandidate } from './cleanup.js';

const now = new Date('2026-11-22T04:00:00.000Z');
const game = (
  id: string,
  status: CleanupCandidate['status'],
  daysAgo: number,
  hasPendingBets = false,
): CleanupCandidate => ({
  id,
  status,
  scheduledAt: new Date(now.getTime() - daysAgo * 86_400_000).toISOString(),
  hasPendingBets,
});

describe('planCleanup', () => {
  it('removes finished games and scheduled games more than 7 days old', () => {
    const plan = planCleanup(
      [
        game('final', 'final', 1),
        game('cancelled', 'cancelled', 0),
        game('stale', 'scheduled', 7.01),
        game('recent', 'scheduled', 6.9),
        game('live', 'in_progress', 0.1),
        game('postponed', 'postponed', 10),
      ],
      now,
    );
    expect(plan).toEqual({ finalGames: ['final', 'cancelled'], oldScheduledGames: ['stale'] });
  });

  it('never removes a game that still has pending bets', () => {
    expect(planCleanup([game('final', 'final', 1, true), game('stale', 'scheduled', 9, true)], now)).toEqual({
      finalGames: [],
      oldScheduledGames: [],
    });
  });
});
