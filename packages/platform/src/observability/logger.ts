import { createRequire } from 'node:module';
import { isMainThread } from 'node:worker_threads';
import { pino, type DestinationStream, type Logger as PinoLogger, type LoggerOptions } from 'pino';
import { redactSecrets } from './redact-secrets.js';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
const LOG_LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error'];

/** Every service, projector and script logs through pino. */
export type Logger = PinoLogger;

const isFields = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Error);

/** pino-pretty is a dev dependency: a production image (dev dependencies pruned) logs JSON even on a terminal. */
const prettyAvailable = () => {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
};

export type CreateLoggerOptions = {
  /** LOG_LEVEL. */
  level: LogLevel;
  /** Added to every line (`service`), e.g. which production service wrote it. */
  service?: string;
  /**
   * Where the JSON lines go: stdout by default (stderr for command-line scripts whose stdout is their result, an
   * open file's descriptor for the benches' stacks); specs pass a stream to read the lines back.
   */
  destination?: DestinationStream | number;
  /** Pretty, coloured lines for people (pino-pretty): by default only when the destination is a terminal. */
  pretty?: boolean;
};

/**
 * A pino logger. Both call styles work: pino's own `logger.info({ fields }, 'message')` and the ports'
 * structural `logger.info('message', { fields })` (the logMethod hook turns the second into the first, so the
 * packages' small logger types need no pino import).
 */
export const createLogger = ({ level, service, destination = 1, pretty }: CreateLoggerOptions): Logger => {
  const fd = typeof destination === 'number' ? destination : undefined;
  const tty = fd === 1 ? process.stdout.isTTY === true : fd === 2 ? process.stderr.isTTY === true : false;
  const options: LoggerOptions = {
    level,
    base: service ? { service } : {},
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: {
      // "level":"info", as the log pipeline (and the logger before pino) reads it, rather than pino's numbers.
      level: (label) => ({ level: label }),
      // Passwords, cookies, session ids and tokens never reach a line (redact-secrets.ts).
      log: redactSecrets,
      bindings: redactSecrets,
    },
    hooks: {
      logMethod(args, method) {
        const [first, second, ...rest] = args as unknown[];
        if (typeof first === 'string' && isFields(second) && rest.length === 0) {
          return method.apply(this, [second, first] as unknown as Parameters<typeof method>);
        }
        return method.apply(this, args);
      },
    },
  };
  if ((pretty ?? tty) && fd !== undefined && prettyAvailable()) {
    return pino({ ...options, transport: { target: 'pino-pretty', options: { destination: fd, colorize: true } } });
  }
  const stream =
    typeof destination === 'number'
      ? // Written by libuv's threads (lines that come while a write is under way go out together with the next): a
        // write(2) per line on the request thread cost ~13 µs a request at the default level. pino flushes what is
        // left synchronously when the process exits (a kill -9 can lose the last few lines). A worker thread
        // has no such exit hook and writes each line at once.
        pino.destination({ dest: destination, sync: !isMainThread })
      : destination;
  return pino(options, stream);
};

/** LOG_LEVEL (debug, info, warn, error; default info), refused when it is anything else. */
export const readLogLevel = (value: string | undefined): LogLevel => {
  const level = (value ?? 'info').toLowerCase() as LogLevel;
  if (!LOG_LEVELS.includes(level)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  return level;
};

/** A logger that writes nothing (specs and tools that do not look at the log). */
export const silentLogger = (): Logger => pino({ level: 'silent' });
