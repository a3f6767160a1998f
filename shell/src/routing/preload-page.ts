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
