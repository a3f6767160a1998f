import { describe, expect, it } from 'vitest';
import { americanOdds } from '../odds/american-odds.js';
import { marginBasisPoints } from './cash-out-margin.js';
import { cashOutOffer, type BetToCashOut } from './cash-out-offer.js';
import type { LegNow } from './leg-now.js';

const MARGIN = marginBasisPoints(0.95);

const bet = (legs: [string, number][], overrides: Partial<BetToCashOut> = {}): BetToCashOut => ({
  balanceType: 'cash',
  stakeCents: 1000,
  potentialPayoutCents: 1_000_000,
  legs: legs.map(([legId, odds]) => ({ legId, americanOdds: americanOdds(odds) })),
  ...overrides,
});
const open = (legId: string, odds: number): LegNow => ({ legId, state: 'open', americanOdds: americanOdds(odds) });
const judged = (legId: string, state: 'won' | 'lost' | 'push' | 'void'): LegNow => ({ legId, state });

describe('cashOutOffer', () => {
  it('a single: stake x placement decimal / current decimal x margin', () => {
    // 1000 x 2.5 / 2.0 x 0.95 = 1187.5
    expect(cashOutOffer(bet([['l1', 150]]), [open('l1', 100)], MARGIN)).toEqual({
      ok: true,
      offerCents: 1187,
      priceVersion: 'l1@100',
    });
  });

  it('an unchanged price offers the stake times the margin', () => {
    expect(cashOutOffer(bet([['l1', -110]]), [open('l1', -110)], MARGIN)).toMatchObject({ offerCents: 950 });
  });

  it('rounds down to the cent, computed exactly', () => {
    // 1000 x (21/11) / (41/21) x 0.95 = 928.935...: a rounding to nearest would give 929
    expect(cashOutOffer(bet([['l1', -110]]), [open('l1', -105)], MARGIN)).toMatchObject({ offerCents: 928 });
  });

  it('a parlay counts a settled winning leg at its placement odds and a pushed leg at 1', () => {
    // 1000 x 21/11 (won at -110) x 1 (push) x 3.0 / (5/3) (open: +200 now -150) x 0.95 = 3264.54...
    const parlay = bet([
      ['l1', -110],
      ['l2', 150],
      ['l3', 200],
    ]);
    const quote = cashOutOffer(parlay, [judged('l1', 'won'), judged('l2', 'push'), open('l3', -150)], MARGIN);
    expect(quote).toEqual({ ok: true, offerCents: 3264, priceVersion: 'l1:won|l2:push|l3@-150' });
  });

  it('a void leg counts at 1 like a push', () => {
    const parlay = bet([
      ['l1', 150],
      ['l2', 200],
    ]);
    expect(cashOutOffer(parlay, [judged('l1', 'void'), open('l2', 200)], MARGIN)).toMatchObject({ offerCents: 950 });
  });

  it('is capped at the potential payout recorded when the bet was placed', () => {
    const capped = bet([['l1', 300]], { potentialPayoutCents: 2500 });
    // 1000 x 4.0 / 1.5 x 1.0 = 2666 > 2500
    expect(cashOutOffer(capped, [open('l1', -200)], marginBasisPoints(1))).toMatchObject({ offerCents: 2500 });
  });

  it('the price version changes with any leg price even when the rounded offer does not', () => {
    const parlay = bet([
      ['l1', 100],
      ['l2', 100],
    ]);
    const before = cashOutOffer(parlay, [open('l1', 100), open('l2', 100)], MARGIN);
    const after = cashOutOffer(parlay, [open('l1', 101), open('l2', 100)], MARGIN);
    expect(before.ok && after.ok && before.priceVersion !== after.priceVersion).toBe(true);
  });

  describe('no offer, with the reason', () => {
    it('while a leg has no current price', () => {
      const quote = cashOutOffer(bet([['l1', 100]]), [{ legId: 'l1', state: 'unpriced' }], MARGIN);
      expect(quote).toEqual({
        ok: false,
        reason: 'leg_unpriced',
        message: 'Cash out is suspended while a leg has no current price',
      });
    });

    it('when a leg was not priced at all', () => {
      expect(cashOutOffer(bet([['l1', 100]]), [], MARGIN)).toMatchObject({ ok: false, reason: 'leg_unpriced' });
    });

    it('for a free-play bet', () => {
      const freePlay = bet([['l1', 100]], { balanceType: 'freePlay' });
      expect(cashOutOffer(freePlay, [open('l1', 100)], MARGIN)).toEqual({
        ok: false,
        reason: 'free_play',
        message: 'Cash out is not available for free play bets',
      });
    });

    it('once any leg has lost, even with the others open', () => {
      const parlay = bet([
        ['l1', 100],
        ['l2', 100],
      ]);
      expect(cashOutOffer(parlay, [judged('l1', 'lost'), open('l2', 100)], MARGIN)).toEqual({
        ok: false,
        reason: 'leg_lost',
        message: 'A leg of this bet has lost',
      });
    });

    it('when every leg is judged (settlement pays it)', () => {
      const quote = cashOutOffer(bet([['l1', 100]]), [judged('l1', 'won')], MARGIN);
      expect(quote).toMatchObject({ ok: false, reason: 'games_over' });
    });
  });
});

describe('marginBasisPoints', () => {
  it('reads a fraction as whole basis points', () => {
    expect(marginBasisPoints(0.95)).toBe(9500);
    expect(marginBasisPoints(1)).toBe(10_000);
  });

  it.each([0, -0.1, 1.01, Number.NaN])('refuses %s', (margin) => {
    expect(() => marginBasisPoints(margin)).toThrow(RangeError);
  });
});
