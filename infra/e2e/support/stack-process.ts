import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { freePort } from '../../src/testing/stack-child.js';
import { frozenWorldEnv } from '../../src/testing/test-world.js';
import { E2E_FEED_SEED } from './feed-world.js';
import { STACK_ENTRY } from './paths.js';

export const ADMIN = { username: 'admin', password: 'admin-e2e-password' };

export { freePort };

export type RunningStack = { baseUrl: string; stop: () => Promise<void> };

async function waitUntilHealthy(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the stack exited with ${child.exitCode}:\n${output()}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`the stack did not answer /api/health within 30 s:\n${output()}`);
}

/** Checks the stack serves the shell, so a missing web mount fails with a clear message, not a timeout. */
async function assertServesShell(baseUrl: string): Promise<void> {
  const response = await fetch(`${baseUrl}/`);
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.includes('text/html')) {
    throw new Error(`GET / answered ${response.status} ${type}: the stack does not serve the shell (serveWeb)`);
  }
}

/**
 * A fresh embedded stack (`node infra/dist/main.js`) on a free port with its own temporary DATA_DIR, its simulated
 * world frozen at the instant the global setup chose (feed-world.ts): every spec file sees the same slate.
 */
export async function startStack(extraEnv: Record<string, string> = {}): Promise<RunningStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sportsbook-e2e-'));
  const port = await freePort();
  const child = spawn(process.execPath, [STACK_ENTRY], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      FEED_SEED: E2E_FEED_SEED,
      ...frozenWorldEnv(inject('feedEpoch')),
      LOG_LEVEL: 'warn',
      LOGIN_ATTEMPTS_PER_MINUTE: '1000',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilHealthy(baseUrl, child, () => log);
    await assertServesShell(baseUrl);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
