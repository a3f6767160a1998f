import { constants } from 'node:zlib';
import type { Context, Middleware, Next } from 'koa';
import compress from 'koa-compress';
import { REVALIDATE } from './cache-policy.js';
import { isSpaRoute } from './spa-routes.js';
import { fileInRoot, sendFile } from './static-file.js';
import type { RemotesManifestBody, WebOptions } from './web-options.js';
import { remotesManifest } from './web-options.js';

const REMOTE_PREFIX = /^\/remotes\/([^/]+)(\/.*)$/;

/** A path with a file extension is a request for a file, never for a page. */
const looksLikeFile = (path: string) => /\.[a-z0-9]+$/i.test(path);

function sendManifest(ctx: Context, body: RemotesManifestBody) {
  ctx.set('Cache-Control', REVALIDATE);
  ctx.body = body;
}

function notFound(ctx: Context) {
  ctx.status = 404;
  ctx.set('Cache-Control', REVALIDATE);
  ctx.type = 'text/plain';
  ctx.body = 'Not found';
}

/**
 * The shell at /, each remote under /remotes/<folder>/, and /remotes.json, compressed (brotli or gzip).
 * Page paths from the spec's route table get index.html; other page paths get index.html with 404 so the
 * shell draws its 404 page; a missing file is a plain 404. /api is never handled here.
 */
export function serveWeb(options: WebOptions): Middleware {
  const manifest = remotesManifest(options);
  const remotesByFolder = new Map(options.remotes.map((remote) => [remote.folder, remote]));
  const indexHtml = fileInRoot(options.shellDistDir, '/index.html');
  const compression = compress({
    threshold: 1024,
    br: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    gzip: { level: 6 },
    deflate: false,
  });

  async function serve(ctx: Context, next: Next) {
    const path = ctx.path;
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || path === '/api' || path.startsWith('/api/')) return next();
    if (path === '/remotes.json') return sendManifest(ctx, manifest);

    const remoteMatch = REMOTE_PREFIX.exec(path);
    if (remoteMatch) {
      const remote = remotesByFolder.get(remoteMatch[1] ?? '');
      const served = remote && (await sendFile(ctx, fileInRoot(remote.distDir, remoteMatch[2] ?? '')));
      return served ? undefined : notFound(ctx);
    }

    if (path !== '/' && (await sendFile(ctx, fileInRoot(options.shellDistDir, path)))) return undefined;
    if (looksLikeFile(path)) return notFound(ctx);
    const served = await sendFile(ctx, indexHtml, isSpaRoute(path) ? 200 : 404);
    return served ? undefined : notFound(ctx);
  }

  return (ctx, next) => compression(ctx, () => serve(ctx, next));
}
