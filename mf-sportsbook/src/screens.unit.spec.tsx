import { cleanup, configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BaseballLeaguesPage } from './baseball-leagues/baseball-leagues-page';
import type { MarketRow, SportsEvent } from './catalogue/catalogue-types';
import { DashboardPage } from './dashboard/dashboard-page';
import { playerTimeZone } from './dashboard/use-user-stats';
import { LiveBettingPage } from './live-betting/live-betting-page';
import { PropBuilderPage } from './prop-builder/prop-builder-page';
import { SportsbookPage } from './sportsbook-home/sportsbook-page';
import { renderScreen, stubApi, testPlayer } from './testing/render-screen';

// Lists are drawn as transitions and the week's chart is a dynamic import: on a busy machine a screen can take
// longer than testing-library's default second to appear.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const game = (id: string, status: string, scheduledAt: string, sport = 'NBA'): SportsEvent => ({
  id,
  sport,
  league: sport,
  status,
  period: status === 'in_progress' ? 'Q2' : null,
  homeTeam: `${id} Home`,
  awayTeam: `${id} Away`,
  homeScore: 40,
  awayScore: 38,
  scheduledAt,
  result: null,
});

const moneyline = (eventId: string): MarketRow => ({
  eventId,
  marketType: 'moneyline',
  line: null,
  awayLine: null,
  homeOdds: -150,
  awayOdds: 130,
  overOdds: null,
  underOdds: null,
  bookmaker: 'DK+FD',
});

const soon = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe('sportsbook list', () => {
  it('says there are no games', async () => {
    stubApi({ '/api/events': [], '/api/markets': [] });
    renderScreen(<SportsbookPage />);
    expect(await screen.findByText('No Games Available')).toBeTruthy();
    expect(screen.getByText('Check back later for upcoming games and live action!')).toBeTruthy();
  });

  it('counts the games scheduled when none has odds', async () => {
    stubApi({ '/api/events': [game('a', 'scheduled', soon(2)), game('b', 'scheduled', soon(3))], '/api/markets': [] });
    renderScreen(<SportsbookPage />);
    expect(await screen.findByText('No Odds Available')).toBeTruthy();
    expect(
      screen.getByText('2 game(s) scheduled, but odds are not yet available. Check back closer to game time!'),
    ).toBeTruthy();
  });

  it('features the earliest game with odds, then lists live and upcoming games; no Free Play at $0', async () => {
    stubApi({
      '/api/events': [
        game('late', 'scheduled', soon(5)),
        game('early', 'scheduled', soon(1)),
        game('live', 'in_progress', soon(-1)),
      ],
      '/api/markets': ['late', 'early', 'live'].map(moneyline),
    });
    renderScreen(<SportsbookPage />);
    const hero = await screen.findByRole('region', { name: 'Featured Matchup' });
    expect(within(hero).getByRole('heading').textContent).toBe('early Away @ early Home');
    expect(within(screen.getByRole('region', { name: /^Live Now/ })).getByText('live Away')).toBeTruthy();
    const upcoming = screen.getByRole('region', { name: /^Upcoming Games/ });
    expect(
      within(upcoming)
        .getAllByRole('region')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['late Away @ late Home']);
    expect(screen.getByText(`Welcome back, ${testPlayer.username}`)).toBeTruthy();
    expect(screen.queryByText('Free Play')).toBeNull();
  });
});

describe('dashboard', () => {
  const stats = {
    totalBets: 4,
    totalWagered: 100,
    netProfitLoss: -12.5,
    winRate: 33.3,
    totalWins: 1,
    totalLosses: 2,
    totalCashedOut: 0,
    weeklyProfitLoss: 0,
    weeklyDays: ['16', '17', '18', '19', '20', '21', '22'].map((day) => ({ date: `2026-11-${day}`, profitLoss: 0 })),
  };
  const STATS = `/api/user/stats?timeZone=${encodeURIComponent(playerTimeZone())}`;

  it('labels a negative result Loss, and says when there are no bets', async () => {
    stubApi({ [STATS]: stats, '/api/bets/u1': [] });
    renderScreen(<DashboardPage />, { path: '/dashboard', route: '/dashboard' });
    const net = await screen.findByRole('region', { name: 'Net P/L' });
    expect(net.textContent).toContain('-$12.50');
    expect(net.textContent).toContain('Loss');
    expect(screen.getByRole('region', { name: 'Total Bets' }).textContent).toContain('1W - 2L');
    expect(screen.getByRole('region', { name: 'Average Bet' }).textContent).toContain('$25.00');
    expect(await screen.findByText('No bets found')).toBeTruthy();
    // Weekly Performance is shown only when the week's result is not zero.
    expect(screen.queryByRole('region', { name: 'Weekly Performance' })).toBeNull();
  });

  it("draws the server's days in the player's time zone, and says each in words", async () => {
    const fetched = stubApi({
      [STATS]: {
        ...stats,
        weeklyProfitLoss: 12.5,
        weeklyDays: stats.weeklyDays.map((day, index) => ({ ...day, profitLoss: [0, 0, 0, -20, 0, 0, 32.5][index] })),
      },
      '/api/bets/u1': [],
    });
    renderScreen(<DashboardPage />, { path: '/dashboard', route: '/dashboard' });
    const week = await screen.findByRole('region', { name: 'Weekly Performance' });
    expect(within(week).getByText('+$12.50 last 7 days')).toBeTruthy();
    const days = within(week).getByRole('list', { name: 'Profit and loss by day' });
    expect(
      within(days)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Mon 2026-11-16: $0.00',
      'Tue 2026-11-17: $0.00',
      'Wed 2026-11-18: $0.00',
      'Thu 2026-11-19: -$20.00',
      'Fri 2026-11-20: $0.00',
      'Sat 2026-11-21: $0.00',
      'Sun 2026-11-22: +$32.50',
    ]);
    expect(fetched.mock.calls.map(([url]) => String(url))).toContain(STATS);
  });

  it('says when the bets cannot be loaded', async () => {
    stubApi({ [STATS]: stats, '/api/bets/u1': { status: 500, body: { error: 'boom' } } });
    renderScreen(<DashboardPage />, { path: '/dashboard', route: '/dashboard' });
    expect(await screen.findByText('Failed to load bets. Please try again later.')).toBeTruthy();
  });
});

describe('empty and failed screens', () => {
  it('Live Betting: No Live Games', async () => {
    stubApi({ '/api/events': [game('done', 'final', soon(-3))], '/api/markets': [] });
    renderScreen(<LiveBettingPage />, { path: '/live-betting', route: '/live-betting' });
    expect(await screen.findByText('No Live Games')).toBeTruthy();
  });

  it('Prop Builder: No Props Available', async () => {
    stubApi({
      '/api/player-props?limit=1': {
        playerProps: [],
        totalProps: 0,
        totalEvents: 0,
        offset: 0,
        limit: 1,
        propTypes: [],
      },
    });
    renderScreen(<PropBuilderPage />, { path: '/prop-builder', route: '/prop-builder' });
    expect(await screen.findByText('No Props Available')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All Sports',
      'NFL',
      'NBA',
      'MLB',
      'NHL',
      'NCAAF',
      'NCAAB',
      'Soccer',
      'MMA',
    ]);
  });

  it('Baseball Leagues: the error card and the empty state', async () => {
    stubApi({ '/api/baseball-leagues': { status: 500, body: { error: 'down' } } });
    renderScreen(<BaseballLeaguesPage />, { path: '/baseball-leagues', route: '/baseball-leagues' });
    expect(await screen.findByText('Error Loading Leagues')).toBeTruthy();
    expect(screen.getByText('Failed to fetch baseball leagues. Please try again later.')).toBeTruthy();
    cleanup();
    stubApi({ '/api/baseball-leagues': [] });
    renderScreen(<BaseballLeaguesPage />, { path: '/baseball-leagues', route: '/baseball-leagues' });
    expect(await screen.findByText('No Leagues Found')).toBeTruthy();
  });
});
