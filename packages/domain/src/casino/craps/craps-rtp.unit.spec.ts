import { describe, expect, it } from 'vitest';
import type { CasinoAction } from '../round/casino-round.js';
import { playRound } from '../round/play-round.js';
import type { Seeds } from '../fairness/seeds.js';
import { measureRtp, RTP_SEEDS, toleranceOf } from '../round/testing/rtp-check.js';
import type { CrapsChoice } from './craps-outcome.js';
import { crapsTheory, passWinProbability } from './craps-theory.js';
import { crapsRoundFromDice, playCrapsToTheEnd } from './play-to-the-end.js';

/** Rolls until the round ends, as a player would: one more 'roll' per answer. */
function playOut(choice: CrapsChoice, seeds: Seeds) {
  const actions: CasinoAction[] = [];
  for (;;) {
    const result = playRound({ opening: { game: 'craps', choice }, stakeCents: 1000, actions, seeds });
    if (result.complete) return result;
    actions.push('roll');
  }
}

describe('craps: return to player', () => {
  it("Pass wins 244/495 of rounds: 98.59%; Don't Pass, with 12 a win, returns 502/495 = 101.41%", () => {
    expect(passWinProbability()).toBeCloseTo(244 / 495, 12);
    expect(crapsTheory('pass').rtp).toBeCloseTo(488 / 495, 12);
    expect(crapsTheory('dontPass').rtp).toBeCloseTo(502 / 495, 12);
  });

  it('the one-pass player and the dice-only settlement play the same rounds as playRound replaying the rolls', () => {
    for (let nonce = 0; nonce < 300; nonce += 1) {
      const seeds: Seeds = { ...RTP_SEEDS, nonce };
      const { actions, result } = playCrapsToTheEnd('pass', 1000, seeds);
      expect(playRound({ opening: { game: 'craps', choice: 'pass' }, stakeCents: 1000, actions, seeds })).toEqual(
        result,
      );
      // The same dice settle Don't Pass exactly as playRound does (the benchmark measures both sides on one roll).
      const dice = result.outcome.game === 'craps' ? result.outcome.rolls.map((roll) => roll.dice) : [];
      const { floatsUsed, ...dontPass } = playRound({
        opening: { game: 'craps', choice: 'dontPass' },
        stakeCents: 1000,
        actions,
        seeds,
      });
      expect(floatsUsed).toBe(result.floatsUsed);
      expect(crapsRoundFromDice('dontPass', 1000, dice)).toEqual(dontPass);
    }
  });

  it.each(['pass', 'dontPass'] as CrapsChoice[])(
    'given 20,000 rounds on %s replayed roll by roll through playRound, then the RTP is within 5 standard errors',
    (choice) => {
      const rounds = 20_000;
      const { rtp, variance } = crapsTheory(choice);
      const measured = measureRtp(rounds, (seeds) => playOut(choice, seeds));
      expect(Math.abs(measured.rtp - rtp)).toBeLessThan(toleranceOf(variance, rounds));
    },
  );
});
