import { describe, expect, it } from 'vitest';
import Koa from 'koa';
import { gunzipSync } from 'node:zlib';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSnapshotCache } from './snapshot.js';

/** The app on a loopback port: its URL and how to close it. */
const listen = async (app: Koa) => {
  const server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
};

/** A tiny app serving one snapshot whose data version the test controls. */
const serve = async () => {
  let version = 1;
  let builds = 0;
  const snapshot = createSnapshotCache();
  const app = new Koa().use((ctx) => snapshot(ctx, 'list', version, async () => ({ version, builds: ++builds })));
  const { url, close } = await listen(app);
  return {
    get: (headers: Record<string, string> = {}) => fetch(url, { headers }),
    bump: () => (version += 1),
    builds: () => builds,
    close,
  };
};

describe('snapshot cache', () => {
  it('serialises once per version, answers 304 to a matching ETag, and a new version gets a new ETag', async () => {
    const list = await serve();
    const first = await list.get();
    const etag = first.headers.get('etag') ?? '';
    expect(await first.json()).toEqual({ version: 1, builds: 1 });
    expect((await list.get({ 'if-none-match': etag })).status).toBe(304);
    await list.get();
    expect(list.builds()).toBe(1);
    list.bump();
    const changed = await list.get({ 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(list.builds()).toBe(2);
    await list.close();
  });

  it('serves the gzipped body to clients that accept gzip', async () => {
    const list = await serve();
    const { request } = await import('node:http');
    const url = new URL((await list.get()).url);
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve) =>
      request(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      }).end(),
    );
    expect(raw.encoding).toBe('gzip');
    expect(JSON.parse(gunzipSync(raw.body).toString())).toEqual({ version: 1, builds: 1 });
    await list.close();
  });

  it('builds a version once for all the requests that arrive while it is being built', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let arrived = 0;
    let builds = 0;
    const snapshot = createSnapshotCache();
    const app = new Koa()
      .use(async (_ctx, next) => {
        arrived += 1;
        await next();
      })
      .use((ctx) =>
        snapshot(ctx, 'list', 7, async () => {
          builds += 1;
          await gate;
          return { builds };
        }),
      );
    const { url, close } = await listen(app);
    const answers = Array.from({ length: 5 }, () => fetch(url).then((res) => res.json()));
    while (arrived < 5) await new Promise((resolve) => setTimeout(resolve, 5));
    release();
    expect(await Promise.all(answers)).toEqual(Array.from({ length: 5 }, () => ({ builds: 1 })));
    expect(builds).toBe(1);
    await close();
  });

  it('a build that fails answers its waiters with the failure and the next request builds again', async () => {
    let fail = true;
    const snapshot = createSnapshotCache();
    const app = new Koa().use(async (ctx) => {
      try {
        await snapshot(ctx, 'list', 1, async () => {
          if (fail) throw new Error('read model unavailable');
          return { ok: true };
        });
      } catch {
        ctx.status = 503;
      }
    });
    const { url, close } = await listen(app);
    expect((await fetch(url)).status).toBe(503);
    fail = false;
    const again = await fetch(url);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ok: true });
    await close();
  });
});
