import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { SessionUser } from '@sb/web-kit';
import { createQueryClient, SESSION_QUERY_KEY, ThemeRoot, TooltipProvider } from '@sb/web-kit';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { SidebarBody } from './sidebar-body';

/** As GET /api/user answers: the role beside the spec's flag ('admin' exactly when isAdmin is 'true'). */
const user = (isAdmin: 'true' | 'false', role?: SessionUser['role']): SessionUser => ({
  id: 'ann-1',
  username: 'ann',
  balance: 10,
  freePlayBalance: 0,
  isAdmin,
  role: role ?? (isAdmin === 'true' ? 'admin' : 'player'),
  status: 'approved',
  createdAt: '2026-11-22T00:00:00.000Z',
});

type SidebarOptions = {
  isAdmin?: 'true' | 'false';
  role?: SessionUser['role'];
  live?: boolean;
  collapsed?: boolean;
  path?: string;
};

function renderSidebar({ isAdmin = 'false', role, live = false, collapsed = false, path = '/' }: SidebarOptions = {}) {
  const client = createQueryClient();
  client.setQueryData(SESSION_QUERY_KEY, user(isAdmin, role));
  client.setQueryData(['/api/events/live-status'], { hasLiveGames: live });
  render(
    <QueryClientProvider client={client}>
      <ThemeRoot>
        <TooltipProvider>
          <MemoryRouter initialEntries={[path]}>
            <SidebarBody collapsed={collapsed} />
          </MemoryRouter>
        </TooltipProvider>
      </ThemeRoot>
    </QueryClientProvider>,
  );
}

const mainLink = (name: string) => within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name });

afterEach(cleanup);

describe('SidebarBody', () => {
  it('offers Admin to admins only', () => {
    renderSidebar({ isAdmin: 'true' });
    expect(mainLink('Admin').getAttribute('href')).toBe('/admin');
    cleanup();
    renderSidebar({ isAdmin: 'false' });
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  it('shows an auditor the Audit page alone: no betting links, no sports, no settings', () => {
    renderSidebar({ role: 'auditor' });
    const links = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/audit']);
    expect(screen.queryByRole('navigation', { name: 'Sports' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
    expect(screen.getByText('Auditor')).toBeTruthy();
  });

  it('puts the pulsing dot on Live Betting only while games are live', () => {
    renderSidebar({ live: true });
    expect(within(mainLink('Live Betting Live now')).getByRole('status', { name: 'Live now' })).toBeTruthy();
    cleanup();
    renderSidebar({ live: false });
    expect(screen.queryByRole('status', { name: 'Live now' })).toBeNull();
  });

  it('marks the active link and sport, and hides the sports when collapsed', () => {
    renderSidebar({ path: '/sportsbook/MLB' });
    expect(mainLink('Sportsbook').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'MLB' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'NHL' }).getAttribute('aria-current')).toBeNull();
    cleanup();
    renderSidebar({ collapsed: true });
    expect(screen.queryByRole('link', { name: 'MLB' })).toBeNull();
    expect(mainLink('Mini Games')).toBeTruthy();
  });
});
