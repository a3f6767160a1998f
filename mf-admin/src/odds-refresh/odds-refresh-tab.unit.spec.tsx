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

describe('Odds Refresh', () => {
  it('refreshes game props and shows events with and without odds, duration and bookmakers', async () => {
    installFakeApi({ 'POST /api/admin/refresh-game-props': { body: { success: true, stats: gameStats } } });
    renderAdmin(<OddsRefreshTab />);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Game Props' }));
    await expectToast('Game Props Refreshed', '151 of 251 events have odds.');
    await screen.findByLabelText('Game props refresh');
    expect(figures('Game props refresh')).toBe('Total Events251With Odds151Without Odds100Duration0.31 s');
    expect(figures('Game props by bookmaker')).toBe('DK + FD96DK only37FD only18');
  });

  it('refreshes player props and shows the total, duration and props by sport, largest first', async () => {
    installFakeApi({ 'POST /api/admin/refresh-player-props': { body: { success: true, stats: propStats } } });
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
      [`POST /api/admin/refresh-${kind}-props`]: { status: 502, body: { success: false, error: 'feed down' } },
    });
    renderAdmin(<OddsRefreshTab />);
    fireEvent.click(screen.getByRole('button', { name: button }));
    await expectToast('Refresh Failed', text);
    expect(screen.getAllByText('Not refreshed yet')).toHaveLength(2);
  });
});
