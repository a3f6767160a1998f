import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';

export const REMOTE_FOLDERS = ['mf-sportsbook', 'mf-casino', 'mf-admin'] as const;

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.map': 'application/json',
};

/** A signed-in user as GET /api/user answers it; only the shell reads it. */
const BENCH_USER = {
  id: 'bench',
  username: 'bench',
  balance: 1000,
  freePlayBalance: 0,
  isAdmin: 'false',
  status: 'approved',
  createdAt: '2026-01-01T00:00:00.000Z',
};

function fileUnder(root: string, urlPath: string): string | undefined {
  const file = resolve(root, `.${decodeURIComponent(urlPath)}`);
  return file.startsWith(resolve(root) + sep) && existsSync(file) && statSync(file).isFile() ? file : undefined;
}

function sendFile(res: ServerResponse, file: string): void {
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/**
 * The built shell and remotes served the way the stack serves them (shell at /, remotes under /remotes/<folder>/,
 * /remotes.json), with GET /api/user answering signed out (401) or signed in. No back end is needed to see which
 * files a browser downloads, and the measurement does not depend on the APIs being up.
 */
export async function startStaticSite(repoRoot: string): Promise<{ url: string; server: Server }> {
  const shellDist = join(repoRoot, 'shell/dist');
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://bench');
    const signedIn = (req.headers.cookie ?? '').includes('bench-session=1');
    if (url.pathname === '/api/user') return signedIn ? sendJson(res, 200, BENCH_USER) : sendJson(res, 401, {});
    if (url.pathname.startsWith('/api/')) return sendJson(res, 404, { error: 'Not found' });
    if (url.pathname === '/remotes.json') {
      const remotes = REMOTE_FOLDERS.map((folder) => ({
        name: folder.replace(/-/g, '_'),
        entry: `/remotes/${folder}/mf-manifest.json`,
      }));
      return sendJson(res, 200, { remotes });
    }
    const remote = /^\/remotes\/([^/]+)(\/.*)$/.exec(url.pathname);
    const file = remote
      ? fileUnder(join(repoRoot, remote[1] ?? '', 'dist'), remote[2] ?? '/')
      : (fileUnder(shellDist, url.pathname) ?? join(shellDist, 'index.html'));
    return file ? sendFile(res, file) : res.writeHead(404).end();
  };
  const server = createServer(handle);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
