import { ApiError } from '@sb/web-kit';
import { describe, expect, it } from 'vitest';
import { changedOffer, mayCashOut } from './use-cash-out';

const conflict = (body: unknown) => new ApiError(409, 'Conflict', body);

describe('changedOffer', () => {
  it('reads the new offer a 409 carries', () => {
    const error = conflict({
      error: 'The cash out offer has changed',
      offer: { offerCents: 1055, offer: 10.55, priceVersion: 'l1@-200' },
    });
    expect(changedOffer(error, 'b1')).toEqual({
      betId: 'b1',
      available: true,
      offerCents: 1055,
      offer: 10.55,
      priceVersion: 'l1@-200',
    });
  });

  it('is null for any other refusal', () => {
    expect(changedOffer(new ApiError(422, 'x', { error: 'This bet is already settled' }), 'b1')).toBeNull();
    expect(changedOffer(conflict({ error: 'Odds have changed' }), 'b1')).toBeNull();
    expect(changedOffer(new Error('network'), 'b1')).toBeNull();
  });
});

describe('mayCashOut', () => {
  it('asks for an offer only for a pending cash bet', () => {
    expect(mayCashOut({ status: 'pending', balanceType: 'cash' })).toBe(true);
    expect(mayCashOut({ status: 'pending', balanceType: 'freePlay' })).toBe(false);
    expect(mayCashOut({ status: 'cashed_out', balanceType: 'cash' })).toBe(false);
  });
});
