import type { RequestListener } from 'node:http';
import { fileURLToPath } from 'node:url';
import Koa from 'koa';
import { serveWeb } from './serve-web.js';
import type { WebOptions } from './web-options.js';

/** The embedded stack's gateway takes a plain request listener for the web; this is serveWeb as one. */
export function webRequestListener(options: WebOptions): RequestListener {
  return new Koa().use(serveWeb(options)).callback();
}

/** The repository root, from this file's place in infra/src/web or infra/dist/web (same depth in both). */
export function repoRootFromInfra(): string {
  return fileURLToPath(new URL('../../../', import.meta.url));
}
