import Koa from 'koa';

/**
 * A Koa app for an API, with what its first answer would otherwise load on the request thread loaded now.
 *
 * Koa's body setter tests every object body against the global ReadableStream, Blob and Response (`instanceof`),
 * and Node defines those globals lazily: the first read loads its fetch implementation (undici), ~17 ms on the
 * thread that answers the first JSON response after a start, while the requests that came with it wait (the
 * no-stalls bench's maximum, 56 ms against 12-15 ms later in the same run, came from each window's first
 * requests). Reading them here moves that cost to the start, before the server listens.
 */
export function createApiApp(options: { proxy: boolean }): Koa {
  void [globalThis.ReadableStream, globalThis.Blob, globalThis.Response];
  return new Koa(options);
}
