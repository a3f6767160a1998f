import { resolve } from 'node:path';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export type StackConfig = {
  port: number;
  host: string;
  dataDir: string;
  admin?: { username: string; password: string };
  sessionSecret?: string;
  startingBalanceCents: number;
  logLevel: LogLevel;
  trustProxy: boolean;
  feedSeed: string;
  /** FEED_SPEED: how much faster than real time simulated games play. */
  feedSpeed: number;
  /** ODDS_REFRESH_SECONDS: the scheduled full refresh; 0 turns the schedule off (refresh only on demand). */
  oddsRefreshSeconds: number;
  /** ODDS_LIVE_REFRESH_SECONDS: the faster refresh of sports with live games. */
  oddsLiveRefreshSeconds: number;
  loginAttemptsPerMinute: number;
};

const positiveInt = (value: string | undefined, fallback: number, name: string) => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
};

const positiveNumber = (value: string | undefined, fallback: number, name: string) => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a number above 0, got "${value}"`);
  return n;
};

const LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error'];

/** The embedded stack's configuration, from the environment variables listed in README.md. */
export const readConfig = (env: NodeJS.ProcessEnv = process.env): StackConfig => {
  const logLevel = (env.LOG_LEVEL ?? 'info').toLowerCase() as LogLevel;
  if (!LEVELS.includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LEVELS.join(', ')}`);
  const startingDollars = positiveInt(env.STARTING_BALANCE, 1000, 'STARTING_BALANCE');
  return {
    port: positiveInt(env.PORT, 8080, 'PORT'),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    admin:
      env.ADMIN_USERNAME && env.ADMIN_PASSWORD
        ? { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD }
        : undefined,
    sessionSecret: env.SESSION_SECRET || undefined,
    startingBalanceCents: startingDollars * 100,
    logLevel,
    trustProxy: env.TRUST_PROXY === 'true',
    feedSeed: env.FEED_SEED ?? 'sportsbook',
    feedSpeed: positiveNumber(env.FEED_SPEED, 1, 'FEED_SPEED'),
    oddsRefreshSeconds: positiveInt(env.ODDS_REFRESH_SECONDS, 60, 'ODDS_REFRESH_SECONDS'),
    oddsLiveRefreshSeconds: positiveInt(env.ODDS_LIVE_REFRESH_SECONDS, 10, 'ODDS_LIVE_REFRESH_SECONDS'),
    loginAttemptsPerMinute: positiveInt(env.LOGIN_ATTEMPTS_PER_MINUTE, 20, 'LOGIN_ATTEMPTS_PER_MINUTE'),
  };
};
