import { resolve } from 'node:path';
import { readLogLevel, readOddsFeedConfig, type LogLevel, type OddsFeedConfig } from '@sb/platform';
import { readObservabilityConfig, type ObservabilityConfig } from './observability-config.js';
import { readCashOutMargin } from './cash-out-margin.js';
import { createEnvReader } from './production/env-reader.js';

export type { LogLevel } from '@sb/platform';

export type StackConfig = {
  port: number;
  host: string;
  dataDir: string;
  admin?: { username: string; password: string };
  sessionSecret?: string;
  startingBalanceCents: number;
  logLevel: LogLevel;
  trustProxy: boolean;
  /** FEED_SEED, FEED_SPEED, ODDS_API_KEY, ODDS_REFRESH_SECONDS...: see @sb/platform's readOddsFeedConfig. */
  oddsFeed: OddsFeedConfig;
  loginAttemptsPerMinute: number;
  /** Bets and casino rounds per player per minute (BETS_PER_MINUTE); 0 = no limit. */
  betsPerMinute: number;
  /** CASH_OUT_MARGIN as basis points (0.95 = 9500). */
  cashOutMargin: number;
  /** SESSION_ABSOLUTE_HOURS and SESSION_IDLE_HOURS: a session ends this long after sign-in / after its last use. */
  session: { absoluteHours: number; idleHours: number };
  /** METRICS_TOKEN, READY_MAX_PROJECTION_LAG, READY_MAX_FEED_FAILURES. */
  observability: ObservabilityConfig;
  /** PROJECTOR_THREAD: the read models written on a thread of their own (default), or on the request thread. */
  projectorThread: boolean;
};

const positiveInt = (value: string | undefined, fallback: number, name: string) => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
};

/** Hours may be fractional (0.5 = 30 minutes) but must be positive. */
const positiveHours = (value: string | undefined, fallback: number, name: string) => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number of hours, got "${value}"`);
  return n;
};

const readProjectorThread = (env: NodeJS.ProcessEnv) => {
  const reader = createEnvReader(env);
  const projectorThread = reader.boolean('PROJECTOR_THREAD', true);
  reader.finish();
  return projectorThread;
};

/** The embedded stack's configuration, from the environment variables listed in README.md. */
export const readConfig = (env: NodeJS.ProcessEnv = process.env): StackConfig => {
  const logLevel = readLogLevel(env.LOG_LEVEL);
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
    oddsFeed: readOddsFeedConfig(env),
    loginAttemptsPerMinute: positiveInt(env.LOGIN_ATTEMPTS_PER_MINUTE, 20, 'LOGIN_ATTEMPTS_PER_MINUTE'),
    betsPerMinute: positiveInt(env.BETS_PER_MINUTE, 60, 'BETS_PER_MINUTE'),
    cashOutMargin: readCashOutMargin(env.CASH_OUT_MARGIN),
    session: {
      absoluteHours: positiveHours(env.SESSION_ABSOLUTE_HOURS, 12, 'SESSION_ABSOLUTE_HOURS'),
      idleHours: positiveHours(env.SESSION_IDLE_HOURS, 2, 'SESSION_IDLE_HOURS'),
    },
    observability: readObservabilityConfig(env),
    projectorThread: readProjectorThread(env),
  };
};
