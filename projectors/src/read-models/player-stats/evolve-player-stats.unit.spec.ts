import { describe, expect, it } from 'vitest';
import type { BetDocument } from '../bets/bet-documents.js';
import { evolveBet, type BetEvent } from '../bets/evolve-bet.js';
import { cashedOut, placed, resettled, settled } from '../bets/testing/bet-events.js';
import { slotOf } from './profit-loss-slots.js';
import { evolvePlayerStats } from './evolve-player-stats.js';
import type { PlayerStatsDocument } from './player-stats-document.js';

/** The projection's step without the store: each event changes one bet, and the stats take the difference. */
const statsAfter = (events: BetEvent[]) => {
  const bets = new Map<string, BetDocument>();
  let stats: PlayerStatsDocument | null = null;
  for (const event of events) {
    const before = bets.get(event.data.betId) ?? null;
    const after = evolveBet(before, event);
    if (!after) continue;
    const at =
      event.type === 'BetPlaced'
        ? event.data.placedAt
        : event.type === 'BetCashedOut'
          ? event.data.cashedOutAt
          : event.data.settledAt;
    stats = evolvePlayerStats(stats, before, after, slotOf(at));
    bets.set(after.id, after);
  }
  return stats;
};

const DAY1 = '2025-01-06T02:00:00.000Z';
const DAY2 = '2025-01-07T10:00:00.000Z';
const none = { cashCents: 0, freePlayCents: 0 };

/**
 * The worked example (also in the integration spec): six bets of $265 in all.
 * b1 $100 cash at -110 won (pays $190.90, +$90.90); b2 $50 cash lost (-$50); b3 $25 free play at +200 won
 * (pays $75, only the $50 winnings are credited, +$50); b4 $20 free play lost ($0: not the player's money);
 * b5 $30 cash push ($0); b6 $40 cash pending.
 */
const example: BetEvent[] = [
  placed({ betId: 'b1' }),
  placed({ betId: 'b2', stakeCents: 5_000, potentialPayoutCents: 12_500 }),
  placed({ betId: 'b3', balanceType: 'freePlay', stakeCents: 2_500, potentialPayoutCents: 7_500 }),
  placed({ betId: 'b4', balanceType: 'freePlay', stakeCents: 2_000, potentialPayoutCents: 3_818 }),
  placed({ betId: 'b5', stakeCents: 3_000, potentialPayoutCents: 5_727 }),
  placed({ betId: 'b6', stakeCents: 4_000, potentialPayoutCents: 7_636 }),
  settled({ betId: 'b1', settledAt: DAY1 }),
  settled({ betId: 'b2', outcome: 'lost', payoutCents: 0, credited: none, settledAt: DAY1 }),
  settled({ betId: 'b3', payoutCents: 7_500, credited: { cashCents: 5_000, freePlayCents: 0 }, settledAt: DAY2 }),
  settled({ betId: 'b4', outcome: 'lost', payoutCents: 0, credited: none, settledAt: DAY2 }),
  settled({ betId: 'b5', outcome: 'push', payoutCents: 3_000, credited: { cashCents: 3_000, freePlayCents: 0 } }),
];

describe('evolvePlayerStats', () => {
  it('counts bets by status, stakes of both balances, payouts of wins and P/L of own money', () => {
    expect(statsAfter(example)).toEqual({
      id: 'u1',
      totalBets: 6,
      pendingBets: 1,
      wonBets: 2,
      lostBets: 2,
      pushBets: 1,
      voidBets: 0,
      cashedOutBets: 0,
      totalWageredCents: 26_500,
      totalWonCents: 26_590,
      netProfitLossCents: 9_090,
      profitLossBySlotCents: { '2025-01-06T02:00': 4_090, '2025-01-07T10:00': 5_000 },
    });
  });

  it('a re-settlement takes the old outcome out and books the difference on its own day', () => {
    const wonToLost = resettled({ betId: 'b1', settledAt: '2025-01-08T09:00:00.000Z' });
    expect(statsAfter([...example, wonToLost])).toMatchObject({
      wonBets: 1,
      lostBets: 3,
      totalWageredCents: 26_500,
      totalWonCents: 7_500,
      netProfitLossCents: -10_000,
      profitLossBySlotCents: { '2025-01-06T02:00': 4_090, '2025-01-07T10:00': 5_000, '2025-01-08T09:00': -19_090 },
    });
  });

  it('a free-play push or void returns free play, which is not profit', () => {
    const fp = placed({ balanceType: 'freePlay', stakeCents: 2_500, potentialPayoutCents: 7_500 });
    const voided = settled({ outcome: 'void', payoutCents: 2_500, credited: { cashCents: 0, freePlayCents: 2_500 } });
    expect(statsAfter([fp, voided])).toMatchObject({ voidBets: 1, netProfitLossCents: 0, profitLossBySlotCents: {} });
  });

  it('counts a cashed-out bet as its own status, its P/L the offer less the stake', () => {
    expect(statsAfter([placed(), cashedOut()])).toMatchObject({
      totalBets: 1,
      pendingBets: 0,
      cashedOutBets: 1,
      wonBets: 0,
      lostBets: 0,
      netProfitLossCents: -500,
    });
  });

  it('a pending bet changes counts and wagered, never the P/L', () => {
    expect(statsAfter([placed()])).toMatchObject({
      totalBets: 1,
      pendingBets: 1,
      totalWageredCents: 10_000,
      netProfitLossCents: 0,
      profitLossBySlotCents: {},
    });
  });
});
