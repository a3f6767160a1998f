import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigurationError } from './env-reader.js';
import { readProductionConfig, type ProductionService } from './production-config.js';

const SECRET = 's'.repeat(32);
const api = (env: NodeJS.ProcessEnv, service: ProductionService = 'query-api') =>
  readProductionConfig({ SESSION_SECRET: SECRET, ...env }, service);

/** The problems readProductionConfig reported, or a failure if it accepted the environment. */
const problemsOf = (env: NodeJS.ProcessEnv, service: ProductionService = 'projectors') => {
  try {
    readProductionConfig(env, service);
  } catch (error) {
    if (error instanceof ConfigurationError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigurationError');
};

describe('the adapter choice', () => {
  it('falls back to SQLite files in DATA_DIR and the in-process transport when no URL is set', () => {
    const config = api({ DATA_DIR: '/var/sb' });
    expect(config.adapters).toEqual({
      eventStore: { kind: 'sqlite', path: '/var/sb/events.sqlite' },
      readStore: { kind: 'sqlite', path: '/var/sb/read-models.sqlite' },
      transport: { kind: 'in-process' },
    });
  });

  it('resolves a relative DATA_DIR, defaulting to ./data like the embedded stack', () => {
    expect(api({}).adapters.eventStore).toEqual({ kind: 'sqlite', path: resolve('data', 'events.sqlite') });
  });

  it('chooses KurrentDB, MongoDB and Kafka from their variables, with the documented defaults', () => {
    const config = api(
      {
        KURRENTDB_URL: 'kurrentdb://kurrentdb:2113?tls=false',
        MONGO_URL: 'mongodb://mongo:27017',
        KAFKA_BROKERS: ' kafka-1:9092 , kafka-2:9092',
      },
      'command-api',
    );
    expect(config.adapters).toEqual({
      eventStore: { kind: 'kurrentdb', connectionString: 'kurrentdb://kurrentdb:2113?tls=false' },
      readStore: { kind: 'mongodb', url: 'mongodb://mongo:27017', dbName: 'sportsbook' },
      transport: {
        kind: 'kafka',
        brokers: ['kafka-1:9092', 'kafka-2:9092'],
        topic: 'sportsbook-log',
        clientId: 'sportsbook-command-api',
      },
    });
  });

  it('takes MONGO_DB, KAFKA_TOPIC and KAFKA_CLIENT_ID when given', () => {
    const { adapters } = api({
      MONGO_URL: 'mongodb+srv://user:pw@cluster.example.net',
      MONGO_DB: 'book_eu',
      KAFKA_BROKERS: 'k:9092',
      KAFKA_TOPIC: 'sb.log-v2',
      KAFKA_CLIENT_ID: 'qa-1',
    });
    expect(adapters.readStore).toMatchObject({ dbName: 'book_eu' });
    expect(adapters.transport).toMatchObject({ topic: 'sb.log-v2', clientId: 'qa-1' });
  });

  it('treats an empty variable as unset, as compose passes `${VAR:-}`', () => {
    const { adapters } = api({ KURRENTDB_URL: '', MONGO_URL: ' ', KAFKA_BROKERS: '' });
    expect(adapters.eventStore.kind).toBe('sqlite');
    expect(adapters.readStore.kind).toBe('sqlite');
    expect(adapters.transport.kind).toBe('in-process');
  });
});

describe('malformed adapter variables', () => {
  it('names the scheme of a wrong connection string but never echoes its password', () => {
    const [problem] = problemsOf({ KURRENTDB_URL: 'https://admin:hunter2-secret@db:2113' });
    expect(problem).toBe('KURRENTDB_URL must be a kurrentdb:// connection string, got scheme "https:"');
    const [mongo] = problemsOf({ MONGO_URL: 'postgres://u:hunter2-secret@db' });
    expect(mongo).toContain('got scheme "postgres:"');
    expect(mongo).not.toContain('hunter2');
  });

  it('rejects brokers that are not host:port, and empty entries', () => {
    expect(problemsOf({ KAFKA_BROKERS: 'kafka' })).toEqual(['KAFKA_BROKERS entry "kafka" must be host:port']);
    expect(problemsOf({ KAFKA_BROKERS: 'kafka:70000' })).toEqual([
      'KAFKA_BROKERS entry "kafka:70000" must be host:port',
    ]);
    expect(problemsOf({ KAFKA_BROKERS: 'a:9092,,b:9092' })).toEqual([
      'KAFKA_BROKERS has an empty entry in "a:9092,,b:9092"',
    ]);
    expect(problemsOf({ KAFKA_BROKERS: ',' })).toContain('KAFKA_BROKERS names no broker');
  });

  it('rejects invalid topic and database names', () => {
    expect(problemsOf({ KAFKA_BROKERS: 'k:9092', KAFKA_TOPIC: 'log with spaces' })[0]).toMatch(
      /^KAFKA_TOPIC "log with spaces"/,
    );
    expect(problemsOf({ KAFKA_BROKERS: 'k:9092', KAFKA_TOPIC: '..' })).toHaveLength(1);
    expect(problemsOf({ MONGO_URL: 'mongodb://m', MONGO_DB: 'a.b' })).toEqual([
      'MONGO_DB "a.b" is not a valid MongoDB database name',
    ]);
  });

  it('refuses settings of an adapter whose URL is missing instead of silently going embedded', () => {
    expect(problemsOf({ MONGO_DB: 'sportsbook' })).toEqual([
      'MONGO_DB is set but MONGO_URL is not: set MONGO_URL to use MongoDB',
    ]);
    expect(problemsOf({ KAFKA_TOPIC: 'sportsbook-log' })).toEqual([
      'KAFKA_TOPIC is set but KAFKA_BROKERS is not: set KAFKA_BROKERS',
    ]);
  });

  it('reports every problem at once', () => {
    const problems = problemsOf({ KURRENTDB_URL: 'http://x', PORT: 'eighty', LOG_LEVEL: 'loud', TRUST_PROXY: 'yes' });
    expect(problems).toEqual([
      'KURRENTDB_URL must be a kurrentdb:// connection string, got scheme "http:"',
      'PORT must be an integer from 0 to 65535, got "eighty"',
      'LOG_LEVEL must be one of debug, info, warn, error, got "loud"',
      'TRUST_PROXY must be "true" or "false", got "yes"',
    ]);
  });
});

describe('the odds feed settings', () => {
  it('reads the embedded names, with 0 turning the schedule off', () => {
    const env = { FEED_SEED: 'derby', FEED_SPEED: '0.5', ODDS_REFRESH_SECONDS: '0', ODDS_LIVE_REFRESH_SECONDS: '5' };
    expect(api(env).feed).toMatchObject({
      provider: 'simulator',
      feedSeed: 'derby',
      feedSpeed: 0.5,
      refreshSeconds: 0,
      liveRefreshSeconds: 5,
    });
  });

  it('refuses a speed that is not above 0 and a negative interval, listed with the other problems', () => {
    expect(problemsOf({ FEED_SPEED: '0' })).toEqual(['FEED_SPEED is not a valid value: "0"']);
    expect(problemsOf({ ODDS_REFRESH_SECONDS: '-1' })).toEqual(['ODDS_REFRESH_SECONDS is not a valid value: "-1"']);
  });

  it('chooses The Odds API when ODDS_API_KEY is set', () => {
    expect(api({ ODDS_API_KEY: 'k' }).feed).toMatchObject({ provider: 'the-odds-api', oddsApi: { apiKey: 'k' } });
  });
});

describe('what each service requires', () => {
  it('refuses to start either API without SESSION_SECRET', () => {
    for (const service of ['command-api', 'query-api'] as const)
      expect(problemsOf({}, service)).toEqual([
        `SESSION_SECRET is required by the ${service} (at least 32 characters, the same for both APIs)`,
      ]);
  });

  it('refuses a SESSION_SECRET shorter than 32 characters, whatever the service', () => {
    expect(problemsOf({ SESSION_SECRET: 'x'.repeat(31) }, 'projectors')).toEqual([
      'SESSION_SECRET must be at least 32 characters, got 31',
    ]);
  });

  it('keeps the secret exactly as given, surrounding spaces included', () => {
    expect(api({ SESSION_SECRET: ` ${SECRET} ` }).sessionSecret).toBe(` ${SECRET} `);
  });

  it('runs the projectors without a session secret, and refuses a relay without Kafka', () => {
    expect(readProductionConfig({}, 'projectors').sessionSecret).toBeUndefined();
    expect(problemsOf({}, 'relay')).toEqual(['KAFKA_BROKERS is required by the relay: it publishes the log to Kafka']);
    expect(readProductionConfig({ KAFKA_BROKERS: 'k:9092' }, 'relay').adapters.transport.kind).toBe('kafka');
  });

  it('wants ADMIN_USERNAME and ADMIN_PASSWORD together', () => {
    expect(problemsOf({ ADMIN_USERNAME: 'root' })).toEqual(['ADMIN_USERNAME and ADMIN_PASSWORD must be set together']);
    expect(api({ ADMIN_USERNAME: 'root', ADMIN_PASSWORD: ' pw ' }).admin).toEqual({
      username: 'root',
      password: ' pw ',
    });
  });

  it('has production defaults for the rest', () => {
    expect(api({})).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      logLevel: 'info',
      trustProxy: false,
      startingBalanceCents: 100_000,
      loginAttemptsPerMinute: 20,
      allowedOrigins: [],
      minPositionWaitMs: 2000,
      feed: { provider: 'simulator', feedSeed: 'sportsbook', feedSpeed: 1, refreshSeconds: 60, liveRefreshSeconds: 10 },
    });
    expect(api({ ALLOWED_ORIGINS: 'https://a.example, https://b.example', TRUST_PROXY: 'true' })).toMatchObject({
      allowedOrigins: ['https://a.example', 'https://b.example'],
      trustProxy: true,
    });
  });
});
