import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createQueryClient, SESSION_QUERY_KEY, ThemeRoot } from '@sb/web-kit';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SettingsPage } from './settings-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SettingsPage', () => {
  it("'Sign out everywhere' ends every session (POST /api/logout-all) and signs this browser out", async () => {
    const fetchMock = vi.fn(async () => new Response('{"success":true,"sessionsEnded":2}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = createQueryClient();
    queryClient.setQueryData(SESSION_QUERY_KEY, {
      id: 'u1',
      username: 'ann',
      balance: 10,
      freePlayBalance: 0,
      isAdmin: 'false',
      status: 'approved',
      createdAt: '2026-11-22T00:00:00.000Z',
    });
    render(
      <QueryClientProvider client={queryClient}>
        <ThemeRoot>
          <MemoryRouter>
            <SettingsPage />
          </MemoryRouter>
        </ThemeRoot>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toBeNull());
    expect(fetchMock).toHaveBeenCalledWith('/api/logout-all', expect.objectContaining({ method: 'POST' }));
  });
});
