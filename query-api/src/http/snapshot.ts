import type { Context } from 'koa';
import { gzipSync } from 'node:zlib';

type Snapshot = { version: number; etag: string; body: Buffer; gzipped: Buffer };

/**
 * Hot lists that every client polls are serialised (and gzipped) once per data version and answered from
 * memory with an ETag derived from that version; a matching If-None-Match gets 304 and no body.
 */
export const createSnapshotCache = () => {
  const snapshots = new Map<string, Snapshot>();
  return async (ctx: Context, key: string, version: number, build: () => Promise<unknown>) => {
    let snapshot = snapshots.get(key);
    if (!snapshot || snapshot.version !== version) {
      const body = Buffer.from(JSON.stringify(await build()));
      snapshot = { version, etag: `"${key}-${version}"`, body, gzipped: gzipSync(body) };
      snapshots.set(key, snapshot);
    }
    ctx.set('ETag', snapshot.etag);
    ctx.set('Cache-Control', 'no-cache');
    ctx.vary('Accept-Encoding');
    if (ctx.get('if-none-match') === snapshot.etag) {
      ctx.status = 304;
      return;
    }
    ctx.type = 'application/json';
    if (ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
      ctx.set('Content-Encoding', 'gzip');
      ctx.body = snapshot.gzipped;
    } else {
      ctx.body = snapshot.body;
    }
  };
};

export type SnapshotCache = ReturnType<typeof createSnapshotCache>;
