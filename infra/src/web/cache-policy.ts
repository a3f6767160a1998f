import { basename } from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

// webpack's chunkFilename '[name].[contenthash:12].js' (and its .map / .LICENSE.txt companions).
const CONTENT_HASHED = /\.[0-9a-f]{12}\.(?:js|css)(?:\.map|\.LICENSE\.txt)?$/;

/**
 * A file whose name carries its content hash never changes, so browsers keep it for a year. Everything else
 * (index.html, main.js, remoteEntry.js, mf-manifest.json, remotes.json) is what points at those files and
 * must be revalidated on every load, or a new deployment would not be seen.
 */
export function cacheControlFor(filePath: string): string {
  return CONTENT_HASHED.test(basename(filePath)) ? IMMUTABLE : REVALIDATE;
}
