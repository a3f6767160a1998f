import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '../testing/fake-api';
import { renderAdmin } from '../testing/render-admin';
import { expectToast } from '../testing/toasts';
import { OddsRefreshTab } from './odds-refresh-tab';

const gameStats = {
  totalEvents: 251,
  eventsWithOdds: 151,
  eventsWithoutOdds: 100,
  durationSeconds: 0.307,
  bookmakerBreakdown: { dkAndFd: 96, dkOnly: 37, fdOnly: 18 },
};

const propStats = {
  totalProps: 11192,
  durationSeconds: 0.419,
  propsBySport: { MLB: 1488, NBA: 2262, NFL: 1048 },
  bookmakerBreakdown: { dkAndFd: 6125, dkOnly: 2955, fdOnly: 2112 },
};

const figures = (label: string) => screen.getByLabelText(label).textContent;

const NO_QUOTA = { 'GET /api/admin/odds-refresh/quota': { body: { quota: null } } };
const quota = {
  provider: 'the-odds-api',
  dailyBudget: 500,
  spentLast24Hours: 472,
  spentLastHour: 9,
  remaining: 19_528,
  used: 472,
  reportedAt: '2026-11-20T19:00:00.000Z',
  recordedAt: '2026-11-20T19:00:00.000Z',
  plan: [
    {
      call: 'NBA main markets',
      subject: 'NBA',
      what: 'main markets',
      tier: 'live',
      everyMinutes: 10,
      lastAt: '2026-11-20T19:00:00.000Z',
      nextAt: '2026-11-20T19:10:00.000Z',
      estimatedCost: 3,
    },
    {
      call: 'NFL scores',
      subject: 'NFL',
      what: 'scores',
      tier: 'far',
      everyMinutes: null,
      lastAt: '2026-11-20T19:00:00.000Z',
      nextAt: null,
      estimatedCost: 2,
    },
  ],
  skipped: [
    {
      at: '2026-11-20T19:00:00.000Z',
      message:
        'Refresh skipped: it needs about 13 requests of The Odds API and only 7 of the daily budget of 500 (ODDS_API_DAILY_BUDGET) are left for the next 24 hours',
    },
  ],
};

describe('Odds Refresh', () => {
  it('refreshes game props and shows events with and without odds, duration and bookmakers', async () => {
    installFakeApi({
      ...NO_QUOTA,
      'POST /api/admin/refresh-game-props': { body: { success: true, stats: gameStats } },
    });
    renderAdmin(<OddsRefreshTab />);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Game Props' }));
    await expectToast('Game Props Refreshed', '151 of 251 events have odds.');
    await screen.findByLabelText('Game props refresh');
    expect(figures('Game props refresh')).toBe('Total Events251With Odds151Without Odds100Duration0.31 s');
    expect(figures('Game props by bookmaker')).toBe('DK + FD96DK only37FD only18');
  });

  it('refreshes player props and shows the total, duration and props by sport, largest first', async () => {
    installFakeApi({
      ...NO_QUOTA,
      'POST /api/admin/refresh-player-props': { body: { success: true, stats: propStats } },
    });
    renderAdmin(<OddsRefreshTab />);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Player Props' }));
    await expectToast('Player Props Refreshed', '11,192 player props loaded.');
    await screen.findByLabelText('Player props refresh');
    expect(figures('Player props refresh')).toBe('Total Props11,192Duration0.42 s');
    expect(figures('Player props by sport')).toBe('NBA2,262MLB1,488NFL1,048');
  });

  it.each([
    ['game', 'Refresh Game Props', 'Failed to refresh game props. Check server logs.'],
    ['player', 'Refresh Player Props', 'Failed to refresh player props. Check server logs.'],
  ])('says Refresh Failed when the %s props feed fails', async (kind, button, text) => {
    installFakeApi({
      ...NO_QUOTA,
      [`POST /api/admin/refresh-${kind}-props`]: { status: 502, body: { success: false, error: 'feed down' } },
    });
    renderAdmin(<OddsRefreshTab />);
    fireEvent.click(screen.getByRole('button', { name: button }));
    await expectToast('Refresh Failed', text);
    expect(screen.getAllByText('Not refreshed yet')).toHaveLength(2);
  });

  it('shows the provider quota, the budget spent, the refresh plan and what was skipped', async () => {
    installFakeApi({ 'GET /api/admin/odds-refresh/quota': { body: { quota } } });
    renderAdmin(<OddsRefreshTab />);
    await screen.findByLabelText('Quota figures');
    expect(figures('Quota figures')).toBe(
      'Remaining (provider)19,528Used (provider)472Spent, last 24 h472 / 500Spent, last hour9',
    );
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows[1]).toContain('NBAmain markets');
    expect(rows[1]).toContain('Live / within 1 h');
    expect(rows[1]).toContain('10 min');
    expect(rows[2]).toContain('once');
    expect(figures('Skipped to stay within the budget')).toContain('Refresh skipped: it needs about 13 requests');
  });

  it('says there is no quota while the feed is the simulator', async () => {
    installFakeApi(NO_QUOTA);
    renderAdmin(<OddsRefreshTab />);
    await screen.findByText('No quota to show');
  });
});
