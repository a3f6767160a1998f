import { describe, expect, it } from 'vitest';
import { playRound } from '../round/play-round.js';
import { measureRtp, toleranceOf } from '../round/testing/rtp-check.js';
import { slotsTheory } from './slots-theory.js';

describe('slots: return to player', () => {
  it('given 100,000 spins through playRound, then the measured RTP is within 5 standard errors of 96.007%', () => {
    const rounds = 100_000;
    const { rtp, variance } = slotsTheory();
    const measured = measureRtp(rounds, (seeds) =>
      playRound({ opening: { game: 'slots' }, stakeCents: 1000, actions: [], seeds }),
    );
    expect(Math.abs(measured.rtp - rtp)).toBeLessThan(toleranceOf(variance, rounds));
  });
});
