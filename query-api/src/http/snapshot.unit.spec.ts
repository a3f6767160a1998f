import { describe, expect, it } from 'vitest';
import Koa from 'koa';
import { gunzipSync } from 'node:zlib';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSnapshotCache } from './snapshot.js';

/** A tiny app serving one snapshot whose data version the test controls. */
const serve = async () => {
  let version = 1;
  let builds = 0;
  const snapshot = createSnapshotCache();
  const app = new Koa().use((ctx) => snapshot(ctx, 'list', version, async () => ({ version, builds: ++builds })));
  const server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return {
    get: (headers: Record<string, string> = {}) => fetch(url, { headers }),
    bump: () => (version += 1),
    builds: () => builds,
    close: () => new Promise((resolve) => server.close(resolve)),
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
});
