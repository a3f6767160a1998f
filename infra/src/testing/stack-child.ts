import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { frozenWorldEnv } from './test-world.js';

/** The built embedded stack, as `npm start` runs it. Specs using it need `npm run build -w infra` first. */
export const STACK_MAIN = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

export const CHILD_ADMIN = { username: 'admin', password: 'admin-password' };

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

/**
 * A built entry point of this package in a child process, resolved once `healthPath` answers 200 on its PORT (the
 * child is killed and the call fails if it exits first or is not healthy within 60 s).
 */
export const startNodeChild = async (
  entry: string,
  { env, healthPath }: { env: Record<string, string | undefined>; healthPath: string },
) => {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [entry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${entry} exited (${child.exitCode ?? child.signalCode}) before it was healthy:\n${output}`);
    }
    const status = await fetch(url + healthPath).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${entry} did not answer ${healthPath} within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    port,
    pid: child.pid,
    exited,
    output: () => output,
    signal: (signal: NodeJS.Signals) => child.kill(signal),
    /** SIGKILL (if still running) and wait for the exit. */
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      return exited;
    },
  };
};

/**
 * The embedded stack in a child process (`node infra/dist/main.js`) on DATA_DIR, so a spec can signal it
 * (SIGTERM, SIGKILL) and start another on the same files. Resolves once /api/health answers 200.
 */
export const startStackChild = (dataDir: string, env: Record<string, string> = {}) =>
  startNodeChild(STACK_MAIN, {
    healthPath: '/api/health',
    env: {
      DATA_DIR: dataDir,
      ADMIN_USERNAME: CHILD_ADMIN.username,
      ADMIN_PASSWORD: CHILD_ADMIN.password,
      LOG_LEVEL: 'warn',
      LOGIN_ATTEMPTS_PER_MINUTE: '100000',
      BETS_PER_MINUTE: '0',
      ODDS_REFRESH_SECONDS: '0',
      ...frozenWorldEnv(),
      ...env,
    },
  });

export type StackChild = Awaited<ReturnType<typeof startStackChild>>;
