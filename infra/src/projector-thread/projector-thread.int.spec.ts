import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventMetadata, NewEvent } from '@sb/platform';
import { USERS } from '@sb/projectors';
import { capturedLogs } from '../testing/captured-logs.js';
import { closePorts, openEmbeddedPorts, type EmbeddedPorts } from '../ports.js';
import { createProjectorThread, type ProjectorThread } from './projector-thread.js';

const metadata = (fields: Record<string, unknown> = {}): EventMetadata => ({
  at: '2026-12-02T10:00:00.000Z',
  actor: 'system',
  correlationId: 'spec',
  causationId: 'spec',
  schema: 1,
  ...fields,
});

const registered = (id: string, username: string, fields?: Record<string, unknown>): NewEvent => ({
  type: 'UserRegistered',
  data: { userId: id, username, passwordHash: 'hash', isAdmin: false, createdAt: '2026-12-02T10:00:00.000Z' },
  metadata: metadata(fields),
});

let dir: string;
let ports: EmbeddedPorts | undefined;
let thread: ProjectorThread | undefined;
afterEach(async () => {
  await thread?.stop();
  if (ports) await closePorts(ports);
  rmSync(dir, { recursive: true, force: true });
  thread = undefined;
  ports = undefined;
});

const open = (level: 'info' | 'error' = 'error', workerScript?: URL) => {
  dir = mkdtempSync(join(tmpdir(), 'projector-thread-'));
  ports = openEmbeddedPorts(dir);
  const logs = capturedLogs(level);
  thread = createProjectorThread({ dataDir: dir, eventStore: ports.eventStore, logger: logs.logger, workerScript });
  return { ports, thread, logs };
};

describe('the projector thread', () => {
  it('applies what the request thread appends and tells each position once its documents can be read', async () => {
    const { ports, thread } = open();
    await thread.start();
    for (const [i, name] of ['ann', 'bob', 'cy'].entries()) {
      const { position } = await ports.eventStore.append(`user-u${i}`, [registered(`u${i}`, name)], 'no_stream');
      expect(await thread.progress.waitFor(position, 5000)).toBe(true);
      // Read on the request thread's own connection, right after the thread said so.
      expect(await ports.readStore.collection(USERS).get(`u${i}`)).toMatchObject({ id: `u${i}`, username: name });
    }
  });

  it('stops at a clean checkpoint and a new start goes on from it', async () => {
    const { ports, thread } = open();
    await thread.start();
    const first = await ports.eventStore.append('user-a', [registered('a', 'ann')], 'no_stream');
    expect(await thread.progress.waitFor(first.position, 5000)).toBe(true);
    await thread.stop();
    const second = await ports.eventStore.append('user-b', [registered('b', 'bob')], 'no_stream');
    expect(await ports.readStore.collection(USERS).get('b')).toBeNull();
    await thread.start();
    expect(await thread.progress.waitFor(second.position, 5000)).toBe(true);
    expect(await ports.readStore.collection(USERS).count()).toBe(2);
  });

  it('reports a read model it parks, with its log line, while the others go on', async () => {
    const { ports, thread, logs } = open();
    await thread.start();
    // A registration without its data: the users and audit read models cannot read it.
    await ports.eventStore.append(
      'user-x',
      [{ type: 'UserRegistered', data: null, metadata: metadata() }],
      'no_stream',
    );
    const next = await ports.eventStore.append('user-b', [registered('b', 'bob')], 'no_stream');
    expect(await thread.progress.waitFor(next.position, 5000)).toBe(true);
    // The others went on past it (progress is the position every read model that is not parked reached).
    expect(thread.parked().map(({ projection, streamId }) => [projection, streamId])).toEqual([
      ['users', 'user-x'],
      ['audit', 'user-x'],
    ]);
    expect(logs.lines).toContainEqual(expect.objectContaining({ msg: 'projection parked', projection: 'users' }));
  });

  it('forwards the lines of the levels the stack logs, before the progress they belong to', async () => {
    const { ports, thread, logs } = open('info');
    await thread.start();
    const event = registered('a', 'ann', { requestId: 'req-1' });
    const { position } = await ports.eventStore.append('user-a', [event], 'no_stream');
    expect(await thread.progress.waitFor(position, 5000)).toBe(true);
    expect(logs.withRequestId('req-1')).toEqual([
      expect.objectContaining({ msg: 'event projected', level: 'info', position, type: 'UserRegistered' }),
    ]);
  });

  it('starts again a thread that ended by itself, which goes on from the checkpoints', async () => {
    const { ports, thread, logs } = open('error', new URL('./testing/ends-once-worker.mjs', import.meta.url));
    await thread.start();
    const before = await ports.eventStore.append('user-a', [registered('a', 'ann')], 'no_stream');
    expect(await thread.progress.waitFor(before.position, 5000)).toBe(true);
    // The thread ends 200 ms after its first start; what is appended once it has ended is applied when it is back.
    await expect
      .poll(() => logs.lines.map((line) => line.msg), { timeout: 5000 })
      .toContain('projector thread ended; starting it again');
    const after = await ports.eventStore.append('user-b', [registered('b', 'bob')], 'no_stream');
    expect(await thread.progress.waitFor(after.position, 10_000)).toBe(true);
    expect(await ports.readStore.collection(USERS).count()).toBe(2);
  });

  it('fails its start when it cannot open the stores', async () => {
    const { thread } = open();
    rmSync(join(dir, 'events.sqlite'));
    await expect(thread.start()).rejects.toThrow(/projector thread failed to start/);
  });
});
