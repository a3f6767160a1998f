import type { LogLevel } from './config.js';

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export type Logger = Record<LogLevel, (message: string, meta?: Record<string, unknown>) => void>;

/** One JSON line per entry on stderr, filtered by LOG_LEVEL. */
export const createLogger = (
  level: LogLevel,
  write: (line: string) => void = (l) => process.stderr.write(l),
): Logger => {
  const at = (entryLevel: LogLevel) => (message: string, meta?: Record<string, unknown>) => {
    if (ORDER[entryLevel] < ORDER[level]) return;
    write(`${JSON.stringify({ time: new Date().toISOString(), level: entryLevel, message, ...meta })}\n`);
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
};
