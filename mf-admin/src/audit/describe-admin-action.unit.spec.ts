import { describe, expect, it } from 'vitest';
import { describeAdminAction } from './describe-admin-action';

describe('what an admin action did', () => {
  it('reads money and outcomes, and the raw fields of anything else', () => {
    expect(
      describeAdminAction({ action: 'BalanceAdjusted', details: { balanceType: 'cash', amountCents: -1250 } }),
    ).toBe('Cash -$12.50');
    expect(describeAdminAction({ action: 'FreePlayAdded', details: { amountCents: 2000 } })).toBe('Free play $20.00');
    expect(describeAdminAction({ action: 'UserRegistered', details: { role: 'auditor' } })).toBe('Created as auditor');
    expect(describeAdminAction({ action: 'UserRegistered', details: { isAdmin: true } })).toBe('Created as admin');
    expect(
      describeAdminAction({ action: 'BetResettled', details: { betId: 'abcdef123456', from: 'won', to: 'lost' } }),
    ).toBe('Bet abcdef12 re-settled won → lost');
    expect(describeAdminAction({ action: 'UserDeleted', details: { userId: 'u1', username: 'Perry' } })).toBe(
      '{"username":"Perry"}',
    );
  });
});
