import type { Context } from 'koa';

/**
 * Hot lists that every client polls are serialised once per data version and answered from memory with an
 * ETag derived from that version; a matching If-None-Match gets 304 and no body.
 */
export const createSnapshotCache = () => {
  const snapshots = new Map<string, { version: number; etag: string; body: string }>();
  return async (ctx: Context, key: string, version: number, build: () => Promise<unknown>) => {
    let snapshot = snapshots.get(key);
    if (!snapshot || snapshot.version !== version) {
      snapshot = { version, etag: `"${key}-${version}"`, body: JSON.stringify(await build()) };
      snapshots.set(key, snapshot);
    }
    ctx.set('ETag', snapshot.etag);
    ctx.set('Cache-Control', 'no-cache');
    if (ctx.get('if-none-match') === snapshot.etag) {
      ctx.status = 304;
      return;
    }
    ctx.type = 'application/json';
    ctx.body = snapshot.body;
  };
};

export type SnapshotCache = ReturnType<typeof createSnapshotCache>;
