import { Writable } from 'node:stream';
import { createLogger, type LogLevel } from '@sb/platform';

type LogLine = { msg: string; level: string; [field: string]: unknown };

/** A real pino logger whose JSON lines a spec reads back (what an operator's log pipeline would receive). */
export const capturedLogs = (level: LogLevel = 'info') => {
  const lines: LogLine[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return {
    logger: createLogger({ level, destination }),
    lines,
    /** The lines that mention this request id: what `grep <id>` over the logs finds. */
    withRequestId: (requestId: string) => lines.filter((line) => line.requestId === requestId),
  };
};
