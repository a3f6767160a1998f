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
    expect(describeAdminAction({ action: 'WalletReopened', details: { userId: 'u1', note: 'x' } })).toBe(
      '{"note":"x"}',
    );
  });

  it('names the account decisions in words, never as raw fields', () => {
    expect(describeAdminAction({ action: 'UserApproved', details: { userId: 'u1', approvedBy: 'a1' } })).toBe(
      'Approved',
    );
    expect(describeAdminAction({ action: 'UserRejected', details: { userId: 'u1', rejectedBy: 'a1' } })).toBe(
      'Rejected',
    );
    expect(
      describeAdminAction({ action: 'UserDeleted', details: { userId: 'u1', username: 'Perry', deletedBy: 'a1' } }),
    ).toBe('Deleted Perry');
  });

  it('names the refresh an admin asked for and the sign-outs', () => {
    expect(describeAdminAction({ action: 'OddsRefreshRequested', details: { feed: 'props', success: true } })).toBe(
      'Player props refresh done',
    );
    expect(
      describeAdminAction({
        action: 'OddsRefreshRequested',
        details: { feed: 'games', success: false, reason: 'Provider down' },
      }),
    ).toBe('Games refresh failed: Provider down');
    expect(describeAdminAction({ action: 'UserSessionsEnded', details: { userId: 'u1', sessionsEnded: 2 } })).toBe(
      'Signed out on every device (2 sessions)',
    );
  });
});
