import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '../testing/fake-api';
import { adminUser, pat } from '../testing/fixtures';
import { renderAdmin } from '../testing/render-admin';
import { expectToast } from '../testing/toasts';
import { BetSettlementTab } from './bet-settlement-tab';

describe('Bet Settlement', () => {
  it('runs settlement and shows games finalized, bets settled, won and lost', async () => {
    const api = installFakeApi({
      'GET /api/admin/users': { body: [adminUser, pat] },
      'GET /api/admin/users/bets': { body: [] },
      'GET /api/cleanup/stats': { body: { finalGames: 0, oldScheduledGames: 0, totalGamesToDelete: 0 } },
      'GET /api/user': { body: adminUser },
      'POST /api/settlement/all': { body: { gamesFinalized: 2, betsSettled: 3, betsWon: 1, betsLost: 2 } },
    });
    renderAdmin(<BetSettlementTab />);
    await screen.findByText(/Open bets right now: 1\./);
    fireEvent.click(screen.getByRole('button', { name: 'Run Settlement' }));
    await expectToast('Settlement Complete', '3 bets settled, 2 games finalized.');
    expect((await screen.findByLabelText('Settlement result')).textContent).toBe(
      'Games Finalized2Bets Settled3Bets Won1Bets Lost2',
    );
    expect(api.callsTo('POST', '/api/settlement/all')[0]?.body).toEqual({});
  });

  it("says 'Settlement Failed' / 'Failed to settle bets' when the run fails", async () => {
    installFakeApi({
      'GET /api/admin/users': { body: [] },
      'POST /api/settlement/all': { status: 500, body: { error: 'boom' } },
    });
    renderAdmin(<BetSettlementTab />);
    fireEvent.click(screen.getByRole('button', { name: 'Run Settlement' }));
    await expectToast('Settlement Failed', 'Failed to settle bets');
    expect(screen.getByText('No settlement run yet')).toBeTruthy();
  });
});
