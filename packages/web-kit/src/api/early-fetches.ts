/**
 * The requests index.html starts before any bundle has loaded (its inline script puts them in
 * `window.__earlyFetches`, keyed by URL): GET /api/user and /remotes.json go out beside main.js instead of after
 * the shell's chunks have run, which takes two round trips off the first screen on a slow network. Each is
 * handed out once, to the first reader of that URL; later reads (a refetch, a retry) go to the network.
 */
type EarlyFetches = Partial<Record<string, Promise<Response>>>;

declare global {
  interface Window {
    __earlyFetches?: EarlyFetches;
  }
}

/** The answer index.html asked for, left for its reader: e.g. to start loading the first screen on its status. */
export function peekEarlyFetch(url: string): Promise<Response> | undefined {
  return typeof window === 'undefined' ? undefined : window.__earlyFetches?.[url];
}

export function takeEarlyFetch(url: string): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__earlyFetches;
  const response = early?.[url];
  if (early && response) delete early[url];
  return response;
}
