/**
 * How a failed remote travels from the federation runtime to React. The runtime plugin turns a load failure
 * into this marker module (instead of an exception thrown deep inside the runtime); the loader turns the
 * marker into a RemoteUnavailableError, which the remote's error boundary shows as a contained panel.
 * Symbol.for so the check holds even across separately bundled copies of this file.
 */
const UNAVAILABLE = Symbol.for('sb.remote-unavailable');

export type UnavailableRemoteModule = { readonly [UNAVAILABLE]: true; readonly id: string; readonly reason: string };

export function unavailableRemoteModule(id: string, error: unknown): UnavailableRemoteModule {
  return { [UNAVAILABLE]: true, id, reason: error instanceof Error ? error.message : String(error) };
}

export function isUnavailableRemoteModule(value: unknown): value is UnavailableRemoteModule {
  return typeof value === 'object' && value !== null && UNAVAILABLE in value;
}

export class RemoteUnavailableError extends Error {
  readonly remote: string;

  constructor(remote: string, reason: string) {
    super(`Remote ${remote} is unavailable: ${reason}`);
    this.name = 'RemoteUnavailableError';
    this.remote = remote;
  }
}
