import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api/query-client.js';
import { useBalance, useSession } from './use-session.js';

const player = {
  id: 7,
  username: 'ann',
  balance: 1000,
  freePlayBalance: 25.5,
  isAdmin: 'false',
  status: 'approved',
  createdAt: '2026-11-22T00:00:00.000Z',
};

function wrapperWith(client = createQueryClient()) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useSession', () => {
  it('is loading during the check, then gives the user', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify(player))));
    const { result } = renderHook(() => useSession(), { wrapper: wrapperWith() });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.user?.username).toBe('ann'));
    expect(result.current).toMatchObject({ isLoading: false, isAdmin: false });
  });

  it('reads a 401 as signed out, not as an error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{"error":"no session"}', { status: 401 })));
    const { result } = renderHook(() => useSession(), { wrapper: wrapperWith() });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toBeNull();
  });

  it("recognises the admin flag 'true' and checks the session once for every reader", async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify({ ...player, isAdmin: 'true' })));
    vi.stubGlobal('fetch', fetchMock);
    const wrapper = wrapperWith();
    const first = renderHook(() => useSession(), { wrapper });
    await waitFor(() => expect(first.result.current.isAdmin).toBe(true));
    const second = renderHook(() => useBalance(), { wrapper });
    expect(second.result.current).toEqual({ cash: 1000, freePlay: 25.5 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gives an auditor no balance (no wallet), an admin and a player theirs', async () => {
    const balanceOf = async (role: string, isAdmin: string) => {
      vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify({ ...player, role, isAdmin }))));
      const wrapper = wrapperWith();
      const session = renderHook(() => useSession(), { wrapper });
      await waitFor(() => expect(session.result.current.user?.role).toBe(role));
      return renderHook(() => useBalance(), { wrapper }).result.current;
    };
    expect(await balanceOf('auditor', 'false')).toBeUndefined();
    expect(await balanceOf('admin', 'true')).toEqual({ cash: 1000, freePlay: 25.5 });
    expect(await balanceOf('player', 'false')).toEqual({ cash: 1000, freePlay: 25.5 });
  });

  it('logs a failed check and shows the visitor as signed out', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('', { status: 500, statusText: 'Oops' })));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useSession(), { wrapper: wrapperWith() });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toBeNull();
    expect(log).toHaveBeenCalledWith('Session check failed', expect.objectContaining({ message: '500: Oops' }));
  });
});
