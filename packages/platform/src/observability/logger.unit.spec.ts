import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, readLogLevel } from './logger.js';

const capture = () => {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, destination };
};

describe('createLogger (pino)', () => {
  it('writes one JSON line per entry with level, time, message, fields and the service', () => {
    const { lines, destination } = capture();
    const logger = createLogger({ level: 'info', service: 'query-api', destination });
    logger.info({ port: 8080 }, 'listening');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'info',
        msg: 'listening',
        port: 8080,
        service: 'query-api',
        time: expect.any(String),
      }),
    ]);
  });

  it("takes the ports' (message, fields) call style as well as pino's (fields, message)", () => {
    const { lines, destination } = capture();
    // The ports' structural type (e.g. the odds feed's FeedLogger), which a pino logger is given as.
    const port: { info(message: string, meta?: Record<string, unknown>): void } = createLogger({
      level: 'info',
      destination,
    });
    port.info('odds feed: games refreshed', { provider: 'simulator' });
    expect(lines[0]).toMatchObject({ msg: 'odds feed: games refreshed', provider: 'simulator' });
  });

  it('drops entries below LOG_LEVEL', () => {
    const { lines, destination } = capture();
    const logger = createLogger({ level: 'warn', destination });
    logger.info('not written');
    logger.debug('not written');
    logger.warn('written');
    expect(lines.map((line) => line.msg)).toEqual(['written']);
  });

  it('redacts passwords, cookies, session ids and Authorization headers at any of the first levels', () => {
    const { lines, destination } = capture();
    const logger = createLogger({ level: 'info', destination });
    logger.info(
      {
        password: 'hunter22',
        body: { username: 'ana', password: 'hunter22', newPassword: 'x' },
        sessionId: 's1',
        req: { headers: { cookie: 'sb_session=abc', authorization: 'Bearer t', 'set-cookie': 'sb_session=abc' } },
      },
      'login',
    );
    const text = JSON.stringify(lines[0]);
    for (const secret of ['hunter22', 'sb_session=abc', 'Bearer t', '"s1"']) expect(text).not.toContain(secret);
    expect(lines[0]).toMatchObject({ body: { username: 'ana', password: '[redacted]' } });
  });

  it('reads LOG_LEVEL and refuses an unknown one', () => {
    expect(readLogLevel(undefined)).toBe('info');
    expect(readLogLevel('DEBUG')).toBe('debug');
    expect(() => readLogLevel('loud')).toThrow(/LOG_LEVEL must be one of/);
  });
});

describe('createLogger on a file descriptor (stdout, stderr, a file)', () => {
  it('keeps every line a process wrote before it exits, though the lines are written off the request thread', () => {
    const dir = mkdtempSync(join(tmpdir(), 'logger-exit-'));
    const file = join(dir, 'out.log');
    // The compiled module in a process of its own, which logs and exits at once (process.exit skips the event loop).
    const script = `
      const { openSync } = await import('node:fs');
      const { createLogger } = await import(${JSON.stringify(new URL('../../dist/observability/logger.js', import.meta.url).href)});
      const logger = createLogger({ level: 'info', destination: openSync(${JSON.stringify(file)}, 'w') });
      for (let i = 0; i < 5000; i += 1) logger.info({ i }, 'request');
      process.exit(0);`;
    try {
      execFileSync(process.execPath, ['--input-type=module', '-e', script]);
      const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
      expect(lines).toHaveLength(5000);
      expect(JSON.parse(lines.at(-1)!)).toMatchObject({ i: 4999, msg: 'request' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
