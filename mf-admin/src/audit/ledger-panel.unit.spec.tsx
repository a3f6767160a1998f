import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TAuditLedgerDto } from '@sb/contracts';
import { installFakeApi } from '../testing/fake-api';
import { renderAdmin } from '../testing/render-admin';
import { LedgerPanel } from './ledger-panel';

const account = (role: TAuditLedgerDto['account']['role']): TAuditLedgerDto['account'] => ({
  id: 'user-1',
  username: 'audra',
  role,
  status: 'approved',
  createdAt: '2026-11-22T08:00:00.000Z',
  deletedAt: null,
});

const showEmptyLedgerOf = async (role: TAuditLedgerDto['account']['role']) => {
  installFakeApi({
    'GET /api/audit/players/user-1/ledger': { body: { account: account(role), events: [], lines: [] } },
  });
  renderAdmin(<LedgerPanel userId="user-1" />);
  await screen.findByRole('heading', { name: 'Ledger of audra' });
};

describe('an empty ledger', () => {
  it("says an auditor's account has no wallet because auditors hold no money", async () => {
    await showEmptyLedgerOf('auditor');
    expect(await screen.findByText('No wallet')).toBeTruthy();
    expect(screen.getByText('Auditors hold no money: this account has no money movements.')).toBeTruthy();
  });

  it("says a player's has no wallet yet", async () => {
    await showEmptyLedgerOf('player');
    expect(await screen.findByText('No wallet yet')).toBeTruthy();
    expect(screen.getByText('This account has no money movements.')).toBeTruthy();
  });
});
