import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents, sumCents } from '../money/cents.js';
import { parseDollars } from '../money/parse-dollars.js';
import { americanOdds } from '../odds/american-odds.js';
import { parlayPayoutCents, payoutCents } from '../odds/payout.js';
import { anyAmericanOdds, typicalAmericanOdds } from '../odds/testing/arbitraries.js';
import { MAX_PAYOUT_CENTS, MAX_STAKE_CENTS, MIN_STAKE_CENTS } from './limits.js';
import { validateSlip, type SlipLeg, type SlipToValidate } from './validate-slip.js';

const leg = (odds: number, stakeDollars = 0): SlipLeg => ({
  odds: americanOdds(odds),
  stakeCents: parseDollars(stakeDollars),
});

function slip(overrides: Partial<SlipToValidate>): SlipToValidate {
  return {
    mode: 'single',
    legs: [leg(-110, 10)],
    parlayStakeCents: cents(0),
    balanceType: 'cash',
    balances: { cashCents: cents(100000), freePlayCents: cents(0) },
    ...overrides,
  };
}

const messageOf = (input: SlipToValidate) => {
  const verdict = validateSlip(input);
  return verdict.ok ? undefined : verdict.message;
};

describe('validateSlip: singles', () => {
  it('accepts $10 at -110 with the potential payout of $19.09', () => {
    expect(validateSlip(slip({}))).toEqual({ ok: true, totalStakeCents: 1000, potentialPayoutCents: 1909 });
  });

  it('sums stakes and payouts of several singles', () => {
    const verdict = validateSlip(slip({ legs: [leg(-110, 10), leg(150, 10)] }));
    expect(verdict).toEqual({ ok: true, totalStakeCents: 2000, potentialPayoutCents: 1909 + 2500 });
  });

  it.each([0, 9.99, 150.01, 200])('refuses a lone single of $%d', (stake) => {
    expect(messageOf(slip({ legs: [leg(-110, stake)] }))).toBe('Each bet must be $10-$150');
  });

  it('accepts the $10 and $150 edges', () => {
    expect(validateSlip(slip({ legs: [leg(-200, 10), leg(-200, 150)] })).ok).toBe(true);
  });

  it('asks for every stake when one of several singles is blank', () => {
    expect(messageOf(slip({ legs: [leg(-110, 10), leg(150, 0)] }))).toBe('Enter stakes for all bets');
    expect(messageOf(slip({ legs: [leg(-110, 5), leg(150, 0)] }))).toBe('Enter stakes for all bets');
  });

  it('checks the maximum payout of each single on its own', () => {
    // $150 at +100 pays exactly $300 and is allowed; $125 at +150 pays $312.50.
    expect(validateSlip(slip({ legs: [leg(100, 150)] })).ok).toBe(true);
    expect(messageOf(slip({ legs: [leg(100, 150), leg(150, 125)] }))).toBe('Lower your bet - maximum payout is $300');
    // Two singles paying $250 each are fine although they add up to more than $300.
    expect(validateSlip(slip({ legs: [leg(150, 100), leg(150, 100)] })).ok).toBe(true);
  });

  it('compares the total stake with the chosen balance', () => {
    const balances = { cashCents: cents(1999), freePlayCents: cents(5000) };
    expect(messageOf(slip({ legs: [leg(-110, 10), leg(-110, 10)], balances }))).toBe('Insufficient Balance');
    expect(validateSlip(slip({ legs: [leg(-110, 10), leg(-110, 10)], balances, balanceType: 'freePlay' })).ok).toBe(
      true,
    );
    expect(
      messageOf(slip({ balances: { cashCents: cents(100000), freePlayCents: cents(999) }, balanceType: 'freePlay' })),
    ).toBe('Insufficient Balance');
  });

  it('accepts a stake equal to the balance', () => {
    expect(validateSlip(slip({ balances: { cashCents: cents(1000), freePlayCents: cents(0) } })).ok).toBe(true);
  });
});

describe('validateSlip: parlays', () => {
  const twoLegs = [leg(-110), leg(-110)];

  it('accepts a $10 two-leg parlay at -110/-110 paying $36.44', () => {
    const verdict = validateSlip(slip({ mode: 'parlay', legs: twoLegs, parlayStakeCents: cents(1000) }));
    expect(verdict).toEqual({ ok: true, totalStakeCents: 1000, potentialPayoutCents: 3644 });
  });

  it('ignores leg stakes: the parlay stake is the only stake', () => {
    const legs = [leg(-110, 500), leg(-110, 0)];
    const verdict = validateSlip(slip({ mode: 'parlay', legs, parlayStakeCents: cents(1000) }));
    expect(verdict).toEqual({ ok: true, totalStakeCents: 1000, potentialPayoutCents: 3644 });
  });

  it.each([
    [0, 'Minimum bet is $10'],
    [9.99, 'Minimum bet is $10'],
    [150.01, 'Maximum bet is $150'],
  ])('refuses a parlay stake of $%d', (stake, message) => {
    expect(messageOf(slip({ mode: 'parlay', legs: twoLegs, parlayStakeCents: parseDollars(stake) }))).toBe(message);
  });

  it('needs at least two selections', () => {
    expect(messageOf(slip({ mode: 'parlay', legs: [leg(-110)], parlayStakeCents: cents(1000) }))).toBe(
      'A parlay needs at least two selections',
    );
  });

  it('refuses free play on a parlay', () => {
    expect(
      messageOf(slip({ mode: 'parlay', legs: twoLegs, parlayStakeCents: cents(1000), balanceType: 'freePlay' })),
    ).toBe('Free play is only available for straight bets');
  });

  it('checks the parlay payout as a whole, even far beyond the safe integer range', () => {
    // $100 at +264 pays $364.46.
    expect(messageOf(slip({ mode: 'parlay', legs: twoLegs, parlayStakeCents: cents(10000) }))).toBe(
      'Lower your bet - maximum payout is $300',
    );
    const longShots = Array.from({ length: 10 }, () => leg(100000));
    expect(messageOf(slip({ mode: 'parlay', legs: longShots, parlayStakeCents: cents(1000) }))).toBe(
      'Lower your bet - maximum payout is $300',
    );
  });
});

describe('validateSlip: order of checks', () => {
  it('reports the empty slip before anything else', () => {
    expect(messageOf(slip({ legs: [], balanceType: 'freePlay', mode: 'parlay' }))).toBe(
      'Add a selection to your bet slip',
    );
  });

  it('reports free play on a parlay before the parlay stake', () => {
    const input = slip({ mode: 'parlay', legs: [leg(-110), leg(-110)], balanceType: 'freePlay' });
    expect(messageOf(input)).toBe('Free play is only available for straight bets');
  });

  it('reports a stake out of range before the payout and the balance', () => {
    const input = slip({ legs: [leg(5000, 200)], balances: { cashCents: cents(0), freePlayCents: cents(0) } });
    expect(messageOf(input)).toBe('Each bet must be $10-$150');
  });

  it('reports the payout before the balance', () => {
    const input = slip({ legs: [leg(5000, 10)], balances: { cashCents: cents(0), freePlayCents: cents(0) } });
    expect(messageOf(input)).toBe('Lower your bet - maximum payout is $300');
  });
});

describe('validateSlip: properties', () => {
  const anyStake = fc.integer({ min: 0, max: 30000 }).map(cents);
  const anySlip = fc.record({
    mode: fc.constantFrom('single' as const, 'parlay' as const),
    legs: fc.array(fc.record({ odds: anyAmericanOdds, stakeCents: anyStake }), { maxLength: 5 }),
    parlayStakeCents: anyStake,
    balanceType: fc.constantFrom('cash' as const, 'freePlay' as const),
    balances: fc.record({ cashCents: anyStake, freePlayCents: anyStake }),
  });

  it('only accepts slips within every limit, and reports the exact payout', () => {
    fc.assert(
      fc.property(anySlip, (input) => {
        const verdict = validateSlip(input);
        if (!verdict.ok) return;
        const stakes = input.mode === 'parlay' ? [input.parlayStakeCents] : input.legs.map((l) => l.stakeCents);
        const payouts =
          input.mode === 'parlay'
            ? [
                parlayPayoutCents(
                  input.parlayStakeCents,
                  input.legs.map((l) => l.odds),
                ),
              ]
            : input.legs.map((l) => payoutCents(l.stakeCents, l.odds));
        for (const stake of stakes) expect(stake >= MIN_STAKE_CENTS && stake <= MAX_STAKE_CENTS).toBe(true);
        for (const payout of payouts) expect(payout).toBeLessThanOrEqual(MAX_PAYOUT_CENTS);
        expect(verdict.totalStakeCents).toBe(sumCents(stakes));
        expect(verdict.potentialPayoutCents).toBe(sumCents(payouts));
        const balance = input.balanceType === 'cash' ? input.balances.cashCents : input.balances.freePlayCents;
        expect(verdict.totalStakeCents).toBeLessThanOrEqual(balance);
        expect(input.mode === 'parlay' && input.balanceType === 'freePlay').toBe(false);
      }),
    );
  });

  it('accepts any single between $10 and $150 whose payout stays under $300, given the balance', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 15000 }).map(cents), typicalAmericanOdds, (stake, odds) => {
        const verdict = validateSlip(slip({ legs: [{ odds, stakeCents: stake }] }));
        expect(verdict.ok).toBe(payoutCents(stake, odds) <= MAX_PAYOUT_CENTS);
      }),
    );
  });
});
