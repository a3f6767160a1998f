import { describe, expect, it } from 'vitest';
import type { Seeds } from '../fairness/seeds.js';
import { playRound } from '../round/play-round.js';
import { measureRtp, RTP_SEEDS } from '../round/testing/rtp-check.js';
import { bestBlackjackMove, blackjackTheory } from './blackjack-theory.js';
import { playBasicStrategy } from './play-basic-strategy.js';

const ACE = 1;
const UP_CARDS = [2, 3, 4, 5, 6, 7, 8, 9, 10, ACE];
const row = (cards: number[], canDouble = true) =>
  UP_CARDS.map((up) => bestBlackjackMove(cards, up, canDouble)[0]?.toUpperCase()).join('');

describe('blackjack: basic strategy (infinite deck, dealer stands on soft 17, no peek, no split)', () => {
  it('plays the textbook hard totals, with no double of 10 or 11 against a ten or an ace (the dealer does not peek)', () => {
    expect(row([3, 5])).toBe('HHHHHHHHHH');
    expect(row([4, 5])).toBe('HDDDDHHHHH');
    expect(row([4, 6])).toBe('DDDDDDDDHH');
    expect(row([5, 6])).toBe('DDDDDDDDHH');
    expect(row([10, 2])).toBe('HHSSSHHHHH');
    expect(row([10, 3])).toBe('SSSSSHHHHH');
    expect(row([10, 6])).toBe('SSSSSHHHHH');
    expect(row([10, 7])).toBe('SSSSSSSSSS');
  });

  it('plays the textbook soft totals', () => {
    expect(row([ACE, 2])).toBe('HHHHDHHHHH');
    expect(row([ACE, 6])).toBe('HDDDDHHHHH');
    expect(row([ACE, 7])).toBe('SDDDDSSHHH');
    expect(row([ACE, 7], false)).toBe('SSSSSSSHHH');
    expect(row([ACE, 8])).toBe('SSSSSSSSSS');
  });

  it('returns 98.83% per opening bet, 98.92% of everything staked (doubles in 8.0% of hands)', () => {
    const { returnPerBet, rtp, doubleRate } = blackjackTheory();
    expect(returnPerBet).toBeCloseTo(0.98832311, 7);
    expect(rtp).toBeCloseTo(0.98918916, 7);
    expect(doubleRate).toBeCloseTo(0.08010924, 7);
  });
});

describe('blackjack: return to player', () => {
  it('plays the same rounds as playRound replaying its actions', () => {
    for (let nonce = 0; nonce < 300; nonce += 1) {
      const seeds: Seeds = { ...RTP_SEEDS, nonce };
      const { actions, result } = playBasicStrategy(1000, seeds);
      expect(playRound({ opening: { game: 'blackjack' }, stakeCents: 1000, actions, seeds })).toEqual(result);
    }
  });

  it('given 40,000 hands of basic strategy, then the measured RTP is within 5 standard errors of the exact figure', () => {
    const measured = measureRtp(40_000, (seeds) => playBasicStrategy(1000, seeds).result);
    expect(Math.abs(measured.rtp - blackjackTheory().rtp)).toBeLessThan(measured.tolerance);
  });
});
