import type { Context } from 'koa';
import { gzipSync } from 'node:zlib';

type Snapshot = { version: number; etag: string; body: Buffer; gzipped: Buffer };

/**
 * Hot lists that every client polls are serialised (and gzipped) once per data version and answered from
 * memory with an ETag derived from that version; a matching If-None-Match gets 304 and no body.
 *
 * The requests that arrive while a version's snapshot is being built wait for that one build: when a list changes
 * under 200 pollers, each of them used to read, serialise and gzip the whole list again.
 */
export const createSnapshotCache = () => {
  const snapshots = new Map<string, Snapshot>();
  const building = new Map<string, { version: number; done: Promise<Snapshot> }>();

  const build = (key: string, version: number, read: () => Promise<unknown>): Promise<Snapshot> => {
    const pending = building.get(key);
    if (pending?.version === version) return pending.done;
    const done = (async () => {
      const body = Buffer.from(JSON.stringify(await read()));
      return { version, etag: `"${key}-${version}"`, body, gzipped: gzipSync(body) };
    })();
    building.set(key, { version, done });
    const settle = () => {
      if (building.get(key)?.done === done) building.delete(key);
    };
    done.then((snapshot) => {
      settle();
      // A build of an older version that ends after a newer one must not replace it.
      if ((snapshots.get(key)?.version ?? -Infinity) <= version) snapshots.set(key, snapshot);
    }, settle);
    return done;
  };

  return async (ctx: Context, key: string, version: number, read: () => Promise<unknown>) => {
    const current = snapshots.get(key);
    const snapshot = current?.version === version ? current : await build(key, version, read);
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
