import { resolve } from 'node:path';
import type { LogLevel } from '../config.js';
import { chooseAdapters, type AdapterChoice } from './adapter-choice.js';
import { createEnvReader } from './env-reader.js';
import { readObservabilityConfig, type ObservabilityConfig } from '../observability-config.js';
import { readOddsFeedConfig, type OddsFeedConfig } from '@sb/platform';
import { readCashOutMargin } from '../cash-out-margin.js';

export const PRODUCTION_SERVICES = ['command-api', 'query-api', 'projectors', 'relay'] as const;
export type ProductionService = (typeof PRODUCTION_SERVICES)[number];

export const MIN_SESSION_SECRET_LENGTH = 32;
const LOG_LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error'];

export type ProductionConfig = {
  service: ProductionService;
  adapters: AdapterChoice;
  port: number;
  host: string;
  logLevel: LogLevel;
  trustProxy: boolean;
  /** Required (and checked) for both APIs; the projectors and the relay do not verify sessions. */
  sessionSecret?: string;
  admin?: { username: string; password: string };
  startingBalanceCents: number;
  loginAttemptsPerMinute: number;
  /** Bets and casino rounds per player per minute (BETS_PER_MINUTE); 0 = no limit. */
  betsPerMinute: number;
  /** CASH_OUT_MARGIN as basis points (0.95 = 9500), read by both APIs (the offer and its acceptance). */
  cashOutMargin: number;
  /** SESSION_ABSOLUTE_HOURS and SESSION_IDLE_HOURS, read by both APIs. */
  session: { absoluteHours: number; idleHours: number };
  /** Origins besides the site itself allowed to POST to the command API (a separately hosted shell). */
  allowedOrigins: string[];
  /** How long the query API holds a request with X-Min-Position for the projections to catch up. */
  minPositionWaitMs: number;
  /** The odds feed (simulator or The Odds API) and its schedule, run by the command API. */
  feed: OddsFeedConfig;
  /** METRICS_TOKEN (GET /metrics is off without it), READY_MAX_PROJECTION_LAG, READY_MAX_FEED_FAILURES. */
  observability: ObservabilityConfig;
};

/** Secrets and passwords are taken exactly as given (no trimming): only an empty value counts as unset. */
const exact = (env: NodeJS.ProcessEnv, name: string) => (env[name] ? env[name] : undefined);

/**
 * The configuration of one production service, from the environment. Every malformed value is reported
 * in one ConfigurationError. What a service cannot run without is required here, before any port opens:
 * SESSION_SECRET for the APIs (a generated secret would differ between the two processes), KAFKA_BROKERS
 * for the relay.
 */
export const readProductionConfig = (env: NodeJS.ProcessEnv, service: ProductionService): ProductionConfig => {
  const read = createEnvReader(env);
  const dataDir = resolve(read.value('DATA_DIR') ?? './data');
  const adapters = chooseAdapters(read, { dataDir, defaultClientId: `sportsbook-${service}` });

  const sessionSecret = exact(env, 'SESSION_SECRET');
  if (sessionSecret !== undefined && sessionSecret.length < MIN_SESSION_SECRET_LENGTH)
    read.problem(
      `SESSION_SECRET must be at least ${MIN_SESSION_SECRET_LENGTH} characters, got ${sessionSecret.length}`,
    );
  if (sessionSecret === undefined && (service === 'command-api' || service === 'query-api'))
    read.problem(
      `SESSION_SECRET is required by the ${service} (at least ${MIN_SESSION_SECRET_LENGTH} characters, the same for both APIs)`,
    );
  if (service === 'relay' && adapters.transport.kind !== 'kafka')
    read.problem('KAFKA_BROKERS is required by the relay: it publishes the log to Kafka');

  const username = read.value('ADMIN_USERNAME');
  const password = exact(env, 'ADMIN_PASSWORD');
  if ((username === undefined) !== (password === undefined))
    read.problem('ADMIN_USERNAME and ADMIN_PASSWORD must be set together');

  const config: ProductionConfig = {
    service,
    adapters,
    port: read.integer('PORT', 8080, { min: 0, max: 65535 }),
    host: read.value('HOST') ?? '0.0.0.0',
    logLevel: read.oneOf('LOG_LEVEL', 'info', LOG_LEVELS),
    trustProxy: read.boolean('TRUST_PROXY', false),
    sessionSecret,
    admin: username !== undefined && password !== undefined ? { username, password } : undefined,
    startingBalanceCents: read.integer('STARTING_BALANCE', 1000, { min: 0, max: 1_000_000_000 }) * 100,
    loginAttemptsPerMinute: read.integer('LOGIN_ATTEMPTS_PER_MINUTE', 20, { min: 1, max: 1_000_000 }),
    betsPerMinute: read.integer('BETS_PER_MINUTE', 60, { min: 0, max: 1_000_000 }),
    cashOutMargin: readMargin(env, read.problem),
    session: {
      absoluteHours: read.integer('SESSION_ABSOLUTE_HOURS', 12, { min: 1, max: 24 * 365 }),
      idleHours: read.integer('SESSION_IDLE_HOURS', 2, { min: 1, max: 24 * 365 }),
    },
    allowedOrigins: read.list('ALLOWED_ORIGINS') ?? [],
    minPositionWaitMs: read.integer('MIN_POSITION_WAIT_MS', 2000, { min: 0, max: 30_000 }),
    feed: readFeed(env, read.problem),
    observability: readObservability(env, read.problem),
  };
  read.finish();
  return config;
};

/** CASH_OUT_MARGIN; a malformed value joins the other problems. */
const readMargin = (env: NodeJS.ProcessEnv, problem: (message: string) => void): number => {
  try {
    return readCashOutMargin(env.CASH_OUT_MARGIN);
  } catch (error) {
    problem(error instanceof Error ? error.message : String(error));
    return readCashOutMargin(undefined);
  }
};

/** /metrics and readiness settings (one reader shared with the embedded stack); a problem joins the others. */
const readObservability = (env: NodeJS.ProcessEnv, problem: (message: string) => void): ObservabilityConfig => {
  try {
    return readObservabilityConfig(env);
  } catch (error) {
    problem(error instanceof Error ? error.message : String(error));
    return readObservabilityConfig({});
  }
};

/** The odds feed's settings (one reader shared with the embedded stack); a problem joins the others. */
const readFeed = (env: NodeJS.ProcessEnv, problem: (message: string) => void): OddsFeedConfig => {
  try {
    return readOddsFeedConfig(env);
  } catch (error) {
    problem(error instanceof Error ? error.message : String(error));
    return readOddsFeedConfig({});
  }
};

/** The session secret of an API's configuration; readProductionConfig already refused to go on without it. */
export const apiSessionSecret = (config: ProductionConfig): string => {
  if (!config.sessionSecret) throw new Error(`SESSION_SECRET is required by the ${config.service}`);
  return config.sessionSecret;
};
