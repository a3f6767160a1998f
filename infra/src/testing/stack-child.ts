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
 * The embedded stack in a child process (`node infra/dist/main.js`) on DATA_DIR, so a spec can signal it
 * (SIGTERM, SIGKILL) and start another on the same files. Resolves once /api/health answers 200.
 */
export const startStackChild = async (dataDir: string, env: Record<string, string> = {}) => {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [STACK_MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
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
      throw new Error(`the stack exited (${child.exitCode ?? child.signalCode}) before it was healthy:\n${output}`);
    }
    const status = await fetch(`${url}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the stack did not answer /api/health within 60 s:\n${output}`);
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

export type StackChild = Awaited<ReturnType<typeof startStackChild>>;
