import { peekEarlyFetch } from '@sb/web-kit';
import { loadRemoteRoutes } from '../federation/load-remote-routes';
import { ownerOfPath } from './remote-owners';

/**
 * Starts loading the remote that serves `pathname` (its manifest, remoteEntry.js and routes), so the first screen
 * does not wait for the signed-in app's chunk before asking for it. Admin and audit pages are left to their guards.
 * A failure is not reported here: RemoteOutlet reads the same promise and shows it.
 */
export function preloadPageOf(pathname: string): void {
  const owner = ownerOfPath(pathname);
  if (!owner || owner.audience) return;
  loadRemoteRoutes(owner.remote).catch(() => undefined);
}

/**
 * At start, beside the shell's own chunks: once index.html's session check answers signed in, the first screen's
 * remote starts loading, without waiting for React to render the session gate (which asks again, to no effect).
 */
export function preloadPageWhenSignedIn(): void {
  peekEarlyFetch('/api/user')?.then(
    (response) => {
      if (response.ok) preloadPageOf(window.location.pathname);
    },
    () => undefined, // the session gate reports it
  );
}
