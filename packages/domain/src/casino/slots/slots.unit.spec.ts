import { describe, expect, it } from 'vitest';
import { REEL_STRIP } from './reel-strips.js';
import type { SlotSymbol } from './slots-outcome.js';
import { slotsTheory } from './slots-theory.js';
import { spinSlots } from './spin-slots.js';

const BET = 1000;
const stopOf = (symbol: SlotSymbol) => REEL_STRIP.indexOf(symbol);
const given = (...symbols: [SlotSymbol, SlotSymbol, SlotSymbol]) => ({
  whenSpun: () => spinSlots(BET, [stopOf(symbols[0]), stopOf(symbols[1]), stopOf(symbols[2])]),
});

describe('slots: the pay table (total return on the stake)', () => {
  it.each([
    [['seven', 'seven', 'seven'], 50, 'Three sevens! You won $490.00!'],
    [['diamond', 'diamond', 'diamond'], 20, 'Three diamonds! You won $190.00!'],
    [['cherry', 'cherry', 'cherry'], 10, 'Three of a kind! You won $90.00!'],
    [['bar', 'bar', 'bar'], 10, 'Three of a kind! You won $90.00!'],
    [['seven', 'seven', 'cherry'], 2, 'Two of a kind! You won $10.00!'],
    [['lemon', 'bell', 'lemon'], 2, 'Two of a kind! You won $10.00!'],
    [['plum', 'diamond', 'diamond'], 2, 'Two of a kind! You won $10.00!'],
    [['seven', 'diamond', 'cherry'], 0, 'No match. You lost $10.00'],
  ] as [[SlotSymbol, SlotSymbol, SlotSymbol], number, string][])(
    'given %j on the payline, then it returns %ix the stake',
    (symbols, multiplier, message) => {
      expect(given(...symbols).whenSpun()).toEqual({
        complete: true,
        stakeCents: BET,
        payoutCents: BET * multiplier,
        message,
        allowedActions: [],
        outcome: { game: 'slots', reels: symbols, multiplier },
      });
    },
  );
});

describe('slots: the reel strip', () => {
  it('holds 24 stops with seven and diamond among the symbols', () => {
    const counts = Object.fromEntries(
      [...new Set(REEL_STRIP)].map((symbol) => [symbol, REEL_STRIP.filter((s) => s === symbol).length]),
    );
    expect(counts).toEqual({ seven: 2, cherry: 4, lemon: 4, diamond: 4, orange: 3, plum: 3, bell: 2, bar: 2 });
  });

  it('returns exactly 553/576 (96.007%) over every combination of stops', () => {
    const { rtp, returnedTimes, combinations } = slotsTheory();
    expect(combinations).toBe(13_824);
    expect(returnedTimes).toBe(13_272);
    expect(rtp).toBeCloseTo(553 / 576, 12);
  });
});
