import { describe, expect, it } from 'vitest';
import { playRound } from '../round/play-round.js';
import { measureRtp, toleranceOf } from '../round/testing/rtp-check.js';
import { rouletteTheory } from './roulette-theory.js';

describe('roulette: return to player', () => {
  it('is 36/37 = 97.30% for outside and straight-up bets alike', () => {
    expect(rouletteTheory('red').rtp).toBeCloseTo(36 / 37, 12);
    expect(rouletteTheory('number-7').rtp).toBeCloseTo(36 / 37, 12);
    expect(rouletteTheory('red').variance).toBeCloseTo(4 * (18 / 37) - (36 / 37) ** 2, 12);
  });

  it('given 100,000 spins on red through playRound, then the measured RTP is within 5 standard errors of 97.30%', () => {
    const rounds = 100_000;
    const { rtp } = measureRtp(rounds, (seeds) =>
      playRound({ opening: { game: 'roulette', betType: 'red' }, stakeCents: 1000, actions: [], seeds }),
    );
    expect(Math.abs(rtp - 36 / 37)).toBeLessThan(toleranceOf(rouletteTheory('red').variance, rounds));
  });
});
