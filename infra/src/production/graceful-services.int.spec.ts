import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { keepAliveClient } from '../testing/http-player.js';
import { freePort } from '../testing/stack-child.js';
import { startHttpServer } from './service-http.js';

const opened = (port: number) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
const closedByServer = (socket: Socket) => new Promise<void>((resolve) => socket.once('close', () => resolve()));

describe("a production service's HTTP server on shutdown", () => {
  it('closes idle keep-alive connections at once, answers a busy one with Connection: close, cuts a stalled one at the deadline', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let busyArrived: () => void = () => undefined;
    const busy = new Promise<void>((resolve) => (busyArrived = resolve));
    const http = await startHttpServer(
      (req, res) => {
        if (req.url === '/slow') {
          busyArrived();
          void held.then(() => res.end('done'));
        } else res.end('ok');
      },
      { port: 0, host: '127.0.0.1' },
    );
    // A keep-alive connection that had its answer and now waits: idle.
    const idle = await opened(http.port);
    const idleAnswered = new Promise<void>((resolve) => idle.once('data', () => resolve()));
    idle.write('GET /fast HTTP/1.1\r\nHost: x\r\n\r\n');
    await idleAnswered;
    const idleGone = closedByServer(idle).then(() => performance.now());
    const slow = keepAliveClient(http.url).get('/slow');
    await busy;
    const stalled = await opened(http.port);
    stalled.write('GET /fast HTTP/1.1\r\nHost: x\r\n');

    const startedAt = performance.now();
    const closing = http.close(2000);
    // The idle keep-alive connection goes at once, without waiting for the busy or the stalled one.
    expect((await idleGone) - startedAt).toBeLessThan(500);
    const freshRequest = await keepAliveClient(http.url).get('/fast');
    expect(freshRequest.error).toBe('ECONNREFUSED');
    release();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(answer.headers?.connection).toBe('close');
    await Promise.all([closing, closedByServer(stalled)]);
    const tookMs = performance.now() - startedAt;
    // Cut at the HTTP part of the deadline (70 % of 2 s), not before, not after the deadline.
    expect(tookMs).toBeGreaterThanOrEqual(1350);
    expect(tookMs).toBeLessThan(2000);
  });
});

const dataDir = mkdtempSync(join(tmpdir(), 'sportsbook-service-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('a production service process', () => {
  it('exits 0 on SIGTERM within SHUTDOWN_TIMEOUT_MS, with a client holding a half-sent request', async () => {
    const port = await freePort();
    const entry = fileURLToPath(new URL('../../dist/production/query-api.js', import.meta.url));
    const child = spawn(process.execPath, [entry], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        SESSION_SECRET: 'graceful-services-spec-secret-0123456789',
        SHUTDOWN_TIMEOUT_MS: '2000',
        LOG_LEVEL: 'error',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    for (let healthy = false; !healthy;) {
      healthy = await fetch(`http://127.0.0.1:${port}/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (!healthy) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const stalled = await opened(port);
    stalled.write('GET /api/user HTTP/1.1\r\nHost: x\r\n');
    const startedAt = performance.now();
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(performance.now() - startedAt).toBeLessThan(2000);
    stalled.destroy();
  }, 60_000);
});
