import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer, get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, REVALIDATE } from './cache-policy.js';
import { readWebOptions } from './web-options.js';
import { webRequestListener } from './web-listener.js';

const INDEX = '<!doctype html><div id="root"></div>';
const BIG_JS = `console.log(${JSON.stringify('x'.repeat(20_000))});`;
let root: string;
let server: Server;
let base: string;

function writeFiles(dir: string, files: Record<string, string>) {
  mkdirSync(dir, { recursive: true });
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'serve-web-'));
  writeFiles(join(root, 'shell/dist'), { 'index.html': INDEX, 'main.js': BIG_JS, '230.209898766856.js': BIG_JS });
  writeFiles(join(root, 'mf-casino/dist'), { 'remoteEntry.js': 'var mf_casino;', 'mf-manifest.json': '{}' });
  writeFileSync(join(root, 'secret.txt'), 'not for the web');
  const options = readWebOptions({ REMOTE_URL_MF_ADMIN: 'http://127.0.0.1:9/mf-manifest.json' }, root);
  const web = webRequestListener(options);
  server = createServer((req, res) => (req.url?.startsWith('/api/') ? res.writeHead(418).end('api') : web(req, res)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(base + path, { headers: { 'accept-encoding': 'identity', ...headers } });

describe('serveWeb', () => {
  it.each(['/', '/mini-games', '/sportsbook', '/sportsbook/NBA', '/events/abc', '/admin', '/settings'])(
    'serves the shell for the spec route %s',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe(REVALIDATE);
      expect(await response.text()).toBe(INDEX);
    },
  );

  it('answers other page paths with 404 and the shell, which draws its 404 page', async () => {
    for (const path of ['/nowhere', '/events/1/extra', '/casinos']) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe(INDEX);
    }
  });

  it('answers a missing file with a plain 404, not the shell', async () => {
    const response = await get('/missing.js');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not found');
  });

  it('caches content-hashed chunks for a year and revalidates the entry', async () => {
    expect((await get('/230.209898766856.js')).headers.get('cache-control')).toBe(IMMUTABLE);
    const entry = await get('/main.js');
    expect(entry.headers.get('cache-control')).toBe(REVALIDATE);
    expect(entry.headers.get('content-type')).toContain('javascript');
    // Through node:http, because fetch adds 'Cache-Control: no-cache' to a conditional request.
    const status = await new Promise<number | undefined>((resolve, reject) =>
      httpGet(base + '/main.js', { headers: { 'if-none-match': entry.headers.get('etag') ?? '' } }, (response) => {
        response.resume();
        resolve(response.statusCode);
      }).on('error', reject),
    );
    expect(status).toBe(304);
  });

  it('compresses with brotli or gzip as the browser asks', async () => {
    const brotli = await get('/main.js', { 'accept-encoding': 'br' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    const gzip = await get('/main.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(BIG_JS);
  });

  it('serves each remote under /remotes/<name>/ and nothing outside its folder', async () => {
    expect(await (await get('/remotes/mf-casino/remoteEntry.js')).text()).toBe('var mf_casino;');
    expect((await get('/remotes/mf-casino/nope.js')).status).toBe(404);
    expect((await get('/remotes/mf-nothing/remoteEntry.js')).status).toBe(404);
    expect((await get('/remotes/mf-casino/..%2f..%2fsecret.txt')).status).toBe(404);
  });

  it('lists every remote in /remotes.json, uncached, with per-remote URL overrides', async () => {
    const response = await get('/remotes.json');
    expect(response.headers.get('cache-control')).toBe(REVALIDATE);
    expect(await response.json()).toEqual({
      remotes: [
        { name: 'mf_sportsbook', entry: '/remotes/mf-sportsbook/mf-manifest.json' },
        { name: 'mf_casino', entry: '/remotes/mf-casino/mf-manifest.json' },
        { name: 'mf_admin', entry: 'http://127.0.0.1:9/mf-manifest.json' },
      ],
    });
  });

  it('leaves /api to the APIs', async () => {
    expect((await get('/api/anything')).status).toBe(418);
  });
});
