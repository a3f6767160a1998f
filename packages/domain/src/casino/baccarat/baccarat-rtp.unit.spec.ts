import { describe, expect, it } from 'vitest';
import { playRound } from '../round/play-round.js';
import { measureRtp, toleranceOf } from '../round/testing/rtp-check.js';
import type { BaccaratChoice } from './baccarat-outcome.js';
import { baccaratTheory, baccaratWinnerProbabilities } from './baccarat-theory.js';

describe('baccarat: return to player (infinite deck)', () => {
  it('has the exact winner chances of an infinite deck', () => {
    const { player, banker, tie } = baccaratWinnerProbabilities();
    expect(player + banker + tie).toBeCloseTo(1, 10);
    expect(player).toBeCloseTo(0.446146512, 8);
    expect(banker).toBeCloseTo(0.458427918, 8);
    expect(tie).toBeCloseTo(0.09542557, 8);
    expect(baccaratTheory('player').rtp).toBeCloseTo(0.987718594, 8);
    expect(baccaratTheory('banker').rtp).toBeCloseTo(0.98936001, 8);
    expect(baccaratTheory('tie').rtp).toBeCloseTo(0.85883013, 8);
  });

  it.each(['player', 'banker', 'tie'] as BaccaratChoice[])(
    'given 40,000 coups on %s through playRound, then the measured RTP is within 5 standard errors',
    (choice) => {
      const rounds = 40_000;
      const { rtp, variance } = baccaratTheory(choice);
      const measured = measureRtp(rounds, (seeds) =>
        playRound({ opening: { game: 'baccarat', choice }, stakeCents: 1000, actions: [], seeds }),
      );
      expect(Math.abs(measured.rtp - rtp)).toBeLessThan(toleranceOf(variance, rounds));
    },
  );
});
