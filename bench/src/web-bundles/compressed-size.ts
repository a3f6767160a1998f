import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type FileSize = { path: string; raw: number; gzip: number; brotli: number };

/** Where the file behind a served URL path lives in the repository. */
export function fileForUrlPath(repoRoot: string, urlPath: string): string {
  const remote = /^\/remotes\/([^/]+)(\/.*)$/.exec(urlPath);
  return remote ? join(repoRoot, remote[1] ?? '', 'dist', remote[2] ?? '') : join(repoRoot, 'shell/dist', urlPath);
}

/** Raw, gzip (level 9, the usual bundle-size convention) and brotli (quality 11) sizes in bytes. */
export function compressedSize(repoRoot: string, urlPath: string): FileSize {
  const content = readFileSync(fileForUrlPath(repoRoot, urlPath));
  return {
    path: urlPath,
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

export const kib = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;

export const sum = (sizes: FileSize[], key: 'raw' | 'gzip' | 'brotli'): number =>
  sizes.reduce((total, size) => total + size[key], 0);
