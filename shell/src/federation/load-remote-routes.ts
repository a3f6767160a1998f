import type { RemoteRoute, RemoteRoutesModule } from '@sb/web-kit';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { forgetRemote, ensureRemotesRegistered } from './remotes-manifest';
import { isUnavailableRemoteModule, RemoteUnavailableError } from './remote-unavailable';

// One promise per remote, kept while it is pending, resolved or failed: React's `use` needs the same promise
// on every render, and a failed remote stays failed until the person asks to retry.
const loads = new Map<string, Promise<RemoteRoute[]>>();

async function fetchRoutes(remote: string): Promise<RemoteRoute[]> {
  try {
    await ensureRemotesRegistered();
  } catch (error) {
    throw new RemoteUnavailableError(remote, error instanceof Error ? error.message : String(error));
  }
  const loaded = await loadRemote<RemoteRoutesModule>(`${remote}/routes`);
  if (isUnavailableRemoteModule(loaded)) throw new RemoteUnavailableError(remote, loaded.reason);
  if (!loaded || !Array.isArray(loaded.routes)) throw new RemoteUnavailableError(remote, 'no routes exported');
  return loaded.routes;
}

/** The route elements a remote exposes as `./routes`. */
export function loadRemoteRoutes(remote: string): Promise<RemoteRoute[]> {
  let load = loads.get(remote);
  if (!load) {
    load = fetchRoutes(remote);
    loads.set(remote, load);
  }
  return load;
}

export async function retryRemote(remote: string): Promise<void> {
  loads.delete(remote);
  await forgetRemote(remote);
}
