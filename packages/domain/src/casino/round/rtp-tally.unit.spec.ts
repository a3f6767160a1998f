import { describe, expect, it } from 'vitest';
import { mergeRtpSums, rtpTally } from './rtp-tally.js';

describe('rtpTally', () => {
  it('measures payout over stake and, for fixed stakes, the standard error sd(return) / sqrt(n)', () => {
    const tally = rtpTally();
    // Returns 2, 0, 2, 0 on a stake of 10: mean 1, sample variance 4/3.
    for (const payout of [20, 0, 20, 0]) tally.add(10, payout);
    expect(tally.rounds).toBe(4);
    expect(tally.rtp()).toBe(1);
    expect(tally.standardError()).toBeCloseTo(Math.sqrt(4 / 3 / 4), 12);
  });

  it('weighs rounds by their stake when stakes differ (a doubled blackjack hand)', () => {
    const tally = rtpTally();
    tally.add(10, 0);
    tally.add(20, 40);
    tally.add(10, 20);
    expect(tally.rtp()).toBe(60 / 40);
    expect(tally.standardError()).toBeGreaterThan(0);
  });

  it('merges the sums of tallies kept apart (the benchmark workers)', () => {
    const left = rtpTally();
    const right = rtpTally();
    const whole = rtpTally();
    [
      [10, 20],
      [10, 0],
      [20, 0],
    ].forEach(([stake = 0, payout = 0], index) => {
      (index === 0 ? left : right).add(stake, payout);
      whole.add(stake, payout);
    });
    const merged = rtpTally(mergeRtpSums(left.sums(), right.sums()));
    expect(merged.sums()).toEqual(whole.sums());
    expect(merged.standardError()).toBe(whole.standardError());
  });
});
