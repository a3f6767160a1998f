import { registerRemotes } from '@module-federation/enhanced/runtime';
import { takeEarlyFetch } from '@sb/web-kit';

/** /remotes.json: where each remote's mf-manifest.json lives today. Served no-cache by the stack. */
export type RemotesManifest = { remotes: { name: string; entry: string }[] };

type RemoteEntry = { name: string; entry: string };

let registration: Promise<Map<string, RemoteEntry>> | undefined;

async function fetchAndRegister(): Promise<Map<string, RemoteEntry>> {
  const response = await (takeEarlyFetch('/remotes.json') ??
    fetch('/remotes.json', { credentials: 'same-origin', cache: 'no-cache' }));
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  const manifest = (await response.json()) as RemotesManifest;
  // Entries may be relative to this site; the runtime resolves a remote's files against its manifest URL,
  // so it is given an absolute one.
  const entries = manifest.remotes.map(({ name, entry }) => ({
    name,
    entry: new URL(entry, window.location.href).href,
  }));
  registerRemotes(entries);
  return new Map(entries.map((entry) => [entry.name, entry]));
}

/** Reads /remotes.json once and registers every remote with the federation runtime. */
export function ensureRemotesRegistered(): Promise<Map<string, RemoteEntry>> {
  registration ??= fetchAndRegister().catch((error: unknown) => {
    registration = undefined; // a later retry reads the manifest again
    throw error;
  });
  return registration;
}

/**
 * Before a retry: forget what the runtime cached about a remote (its manifest, entry and module cache) by
 * registering it again with force, so the next load really goes back to the network.
 */
export async function forgetRemote(name: string): Promise<void> {
  const entries = await ensureRemotesRegistered().catch(() => undefined);
  const entry = entries?.get(name);
  if (entry) registerRemotes([entry], { force: true });
}
