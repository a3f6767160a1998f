import { describe, expect, it } from 'vitest';
import type { Cents } from '../money/cents.js';
import { formatMoney } from '../money/format-money.js';
import {
  MAX_PAYOUT_CENTS,
  MAX_STAKE_CENTS,
  MIN_STAKE_CENTS,
  QUICK_STAKES_CENTS,
  QUICK_STAKES_DOLLARS,
} from './limits.js';
import { SLIP_MESSAGES } from './slip-messages.js';

const wholeDollars = (amount: Cents) => formatMoney(amount).replace(/\.00$/, '');

describe('bet limits', () => {
  it('are the spec amounts: $10 to $150 per bet, at most $300 paid', () => {
    expect([MIN_STAKE_CENTS, MAX_STAKE_CENTS, MAX_PAYOUT_CENTS]).toEqual([1000, 15000, 30000]);
  });

  it('quick stakes are 10, 25, 50, 100 and 150 dollars, all within the limits', () => {
    expect(QUICK_STAKES_DOLLARS).toEqual([10, 25, 50, 100, 150]);
    expect(QUICK_STAKES_CENTS).toEqual([1000, 2500, 5000, 10000, 15000]);
    for (const stake of QUICK_STAKES_CENTS) {
      expect(stake >= MIN_STAKE_CENTS && stake <= MAX_STAKE_CENTS).toBe(true);
    }
  });

  it('messages quote the same amounts as the constants', () => {
    const [min, max, payout] = [MIN_STAKE_CENTS, MAX_STAKE_CENTS, MAX_PAYOUT_CENTS].map(wholeDollars);
    expect(SLIP_MESSAGES.singleStakeOutOfRange).toBe(`Each bet must be ${min}-${max}`);
    expect(SLIP_MESSAGES.parlayStakeTooLow).toBe(`Minimum bet is ${min}`);
    expect(SLIP_MESSAGES.parlayStakeTooHigh).toBe(`Maximum bet is ${max}`);
    expect(SLIP_MESSAGES.payoutTooHigh).toBe(`Lower your bet - maximum payout is ${payout}`);
  });
});
