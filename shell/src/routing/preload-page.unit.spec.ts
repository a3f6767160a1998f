import { afterEach, describe, expect, it, vi } from 'vitest';

const loadRemoteRoutes = vi.fn((_remote: string) => Promise.resolve([]));
vi.mock('../federation/load-remote-routes', () => ({ loadRemoteRoutes }));

const { preloadPageWhenSignedIn } = await import('./preload-page');

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function earlySession(answer: Promise<Response>) {
  window.__earlyFetches = { '/api/user': answer };
}

afterEach(() => {
  delete window.__earlyFetches;
  loadRemoteRoutes.mockClear();
  window.history.replaceState(null, '', '/');
});

describe("the first screen's remote, asked for on index.html's session check", () => {
  it('loads the remote of the page when the check answers signed in', async () => {
    window.history.replaceState(null, '', '/live-betting');
    earlySession(Promise.resolve(new Response('{}', { status: 200 })));
    preloadPageWhenSignedIn();
    await settle();
    expect(loadRemoteRoutes).toHaveBeenCalledWith('mf_sportsbook');
  });

  it('loads nothing for a signed-out browser, a failed check or an admin page (left to its guard)', async () => {
    earlySession(Promise.resolve(new Response('{"error":"Not authenticated"}', { status: 401 })));
    preloadPageWhenSignedIn();
    earlySession(Promise.reject(new TypeError('Failed to fetch')));
    preloadPageWhenSignedIn();
    window.history.replaceState(null, '', '/admin');
    earlySession(Promise.resolve(new Response('{}', { status: 200 })));
    preloadPageWhenSignedIn();
    await settle();
    expect(loadRemoteRoutes).not.toHaveBeenCalled();
  });

  it('leaves the answer to the session check, which still reads it', async () => {
    earlySession(Promise.resolve(new Response('{}', { status: 200 })));
    preloadPageWhenSignedIn();
    await settle();
    expect(window.__earlyFetches?.['/api/user']).toBeDefined();
  });
});
