import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, urlFromQueryKey } from './query-client.js';

afterEach(() => vi.unstubAllGlobals());

describe('query defaults', () => {
  it('joins key segments with slashes into the GET URL', () => {
    expect(urlFromQueryKey(['/api/bets', 42])).toBe('/api/bets/42');
    expect(urlFromQueryKey(['/api/events', 'abc', 'details'])).toBe('/api/events/abc/details');
  });

  it('never refetches on its own, never goes stale and never retries', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries).toMatchObject({
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    });
  });

  it('fetches a key through the default query function, once', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response('{"hasLiveGames":true}'));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/events/live-status'] })).resolves.toEqual({
      hasLiveGames: true,
    });
    await client.fetchQuery({ queryKey: ['/api/events/live-status'] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/events/live-status');
  });
});
