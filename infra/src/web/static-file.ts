import type { Stats } from 'node:fs';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { Context } from 'koa';
import { cacheControlFor } from './cache-policy.js';

/** The file under `root` that a URL path names, or undefined for anything that tries to leave `root`. */
export function fileInRoot(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const base = resolve(root);
  const file = resolve(base, `.${decoded.startsWith('/') ? decoded : `/${decoded}`}`);
  return file.startsWith(base + sep) ? file : undefined;
}

async function statFile(file: string | undefined): Promise<Stats | undefined> {
  if (!file) return undefined;
  const stats = await stat(file).catch(() => undefined);
  return stats?.isFile() ? stats : undefined;
}

/**
 * Sends one file with its content type, cache policy and validators; answers 304 when the browser's copy is
 * current. Returns false (sending nothing) when there is no such file.
 */
export async function sendFile(ctx: Context, file: string | undefined, status = 200): Promise<boolean> {
  const stats = await statFile(file);
  if (!file || !stats) return false;
  ctx.status = status;
  ctx.type = extname(file);
  ctx.set('Cache-Control', cacheControlFor(file));
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.lastModified = stats.mtime;
  ctx.etag = `W/"${stats.size.toString(16)}-${stats.mtimeMs.toString(16)}"`;
  if (status === 200 && ctx.fresh) {
    ctx.status = 304;
    return true;
  }
  ctx.length = stats.size;
  // Koa answers HEAD with the headers alone; opening the file for it would only leak a descriptor.
  if (ctx.method !== 'HEAD') ctx.body = createReadStream(file);
  return true;
}
