import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { createInProcessTransport, openSqliteEventStore, openSqliteReadStore } from '@sb/platform';
import { allProjections, createProjectionRunner } from '@sb/projectors';
import type { FromProjector, ProjectorInput, ProjectorLogLevel, ProjectorLogLine, ToProjector } from './messages.js';

/**
 * The embedded stack's projector thread: every read model applied on a core of its own. It reads the log on a
 * read-only connection of its own, woken by the message the stack posts after each commit, and writes the read
 * models on its own connection; the request thread keeps answering meanwhile.
 */
const input = workerData as ProjectorInput;
const port = parentPort;
if (!port) throw new Error('projector-worker runs as a worker thread');
const post = (message: FromProjector) => port.postMessage(message);

/** Log lines go to the stack's logger, a turn's lines in one message, and always before the progress after them. */
const lines: ProjectorLogLine[] = [];
const postLines = () => {
  if (lines.length > 0) post({ kind: 'log', lines: lines.splice(0) });
};
const forward = (level: ProjectorLogLevel) =>
  input.levels.includes(level)
    ? (message: string, meta?: Record<string, unknown>) => {
        if (lines.length === 0) setImmediate(postLines);
        lines.push({ level, message, meta });
      }
    : undefined;
const logger = {
  error: forward('error') ?? (() => undefined),
  warn: forward('warn'),
  info: forward('info'),
  debug: forward('debug'),
};

const log = openSqliteEventStore({ path: join(input.dataDir, 'events.sqlite'), readonly: true });
const readStore = openSqliteReadStore({
  path: join(input.dataDir, 'read-models.sqlite'),
  backgroundCheckpoints: false,
});
const transport = createInProcessTransport(log);
const runner = createProjectionRunner({ eventStore: log, readStore, transport, projections: allProjections, logger });

const stop = async () => {
  await runner.stop();
  await transport.close();
  await readStore.close();
  await log.close();
  postLines();
  post({ kind: 'stopped' });
  port.close();
};

port.on('message', (message: ToProjector) => {
  if (message.kind === 'appended') log.wake();
  else void stop().catch((error: unknown) => post({ kind: 'failed', error: String(error) }));
});

try {
  runner.progress.onAdvance((position) => {
    postLines();
    post({ kind: 'progress', position, parked: runner.parked() });
  });
  await runner.start();
  postLines();
  post({ kind: 'started', position: await runner.progress.position() });
} catch (error) {
  post({ kind: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  // A thread that could not start ends, so the stack's next start is the only one holding the stores.
  await Promise.allSettled([transport.close(), readStore.close(), log.close()]);
  port.close();
}
