import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const MAIN_JS = fileURLToPath(new URL('../../../infra/dist/main.js', import.meta.url));
const ADMIN = { username: 'bench-admin', password: 'bench-admin-password' };
const PLAYER = { username: 'bench-player', password: 'bench-player-password' };

type SignedInStack = {
  baseUrl: string;
  /** The player's session cookie as `name=value`, ready for a Cookie header. */
  cookie: string;
  stop: () => Promise<void>;
};

async function login(baseUrl: string, account: { username: string; password: string }): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`login of ${account.username}: ${response.status} ${await response.text()}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** An approved player with $1,000, created by the admin as the e2e specs do. */
async function signedInPlayer(baseUrl: string): Promise<string> {
  const admin = await login(baseUrl, ADMIN);
  const created = await fetch(`${baseUrl}/api/admin/create-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: admin },
    body: JSON.stringify({ ...PLAYER, balance: 1000, isAdmin: false }),
  });
  if (created.status !== 201) throw new Error(`create-user: ${created.status} ${await created.text()}`);
  return login(baseUrl, PLAYER);
}

/** A port nothing listens on now (the machine is shared: a fixed port may be taken). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * `node infra/dist/main.js` as users run it (shell and remotes served by the stack, odds feed on its default
 * schedule) with a temporary DATA_DIR on `requestedPort` (a free port when 0), and a signed-in player's session cookie.
 */
export async function startSignedInStack(requestedPort = 0): Promise<SignedInStack> {
  const port = requestedPort || (await freePort());
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-web-'));
  const child = spawn(process.execPath, [MAIN_JS], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const listening = new Promise<void>((resolve) =>
    createInterface({ input: child.stdout! }).on('line', (text) => text.includes('"msg":"listening"') && resolve()),
  );
  try {
    await Promise.race([listening, exited.then(() => Promise.reject(new Error('the stack exited before listening')))]);
    const baseUrl = `http://127.0.0.1:${port}`;
    return { baseUrl, cookie: await signedInPlayer(baseUrl), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
