import { isSport, type Sport } from '@sb/domain';
import { systemClock, type Clock, type FeedLogger, type OddsProvider } from './odds-provider.js';
import { createSimulatedOddsProvider } from './simulator/simulated-odds-provider.js';
import { createTheOddsApiProvider } from './the-odds-api/the-odds-api-provider.js';

export type OddsFeedConfig = {
  provider: 'simulator' | 'the-odds-api';
  feedSeed: string;
  feedSpeed: number;
  /** FEED_EPOCH (ms): the simulated world's instant when the stack starts; undefined = the wall clock. */
  feedEpoch: number | undefined;
  /** FEED_FROZEN: the simulated world stays at FEED_EPOCH (tests). */
  feedFrozen: boolean;
  oddsApi:
    | {
        apiKey: string;
        baseUrl?: string;
        timeoutMs: number;
        sports?: Sport[];
        /** ODDS_API_DAILY_BUDGET: requests The Odds API may charge in any 24 hours. */
        dailyBudget: number;
        /** ODDS_API_EVENT_WINDOW_HOURS: period markets and props only for games starting this soon. */
        eventWindowHours: number;
      }
    | undefined;
  refreshSeconds: number;
  liveRefreshSeconds: number;
  /** ODDS_FEED_WORKER: quote and decide in a worker thread (default), so refreshes never hold the request thread. */
  inWorker: boolean;
};

const number = (env: NodeJS.ProcessEnv, name: string, fallback: number, valid: (n: number) => boolean) => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || !valid(value)) throw new Error(`${name} is not a valid value: "${raw}"`);
  return value;
};

const sportsList = (raw: string | undefined): Sport[] | undefined => {
  if (!raw) return undefined;
  const sports = raw.split(',').map((sport) => sport.trim());
  const unknown = sports.filter((sport) => !isSport(sport));
  if (unknown.length > 0) throw new Error(`ODDS_API_SPORTS has unknown sports: ${unknown.join(', ')}`);
  return sports as Sport[];
};

const instant = (env: NodeJS.ProcessEnv, name: string) => {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const ms = Date.parse(raw);
  if (!/^\d{4}-\d\d-\d\dT/.test(raw) || Number.isNaN(ms)) {
    throw new Error(`${name} must be an ISO-8601 instant such as 2026-03-14T19:00:00Z, got "${raw}"`);
  }
  return ms;
};

const flag = (env: NodeJS.ProcessEnv, name: string) => {
  const raw = env[name];
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  throw new Error(`${name} must be true or false, got "${raw}"`);
};

/**
 * The odds feed's settings. With ODDS_API_KEY set the feed is The Odds API, otherwise the simulator; ODDS_PROVIDER
 * forces one (e.g. the simulator in a demo that has a key configured).
 */
export const readOddsFeedConfig = (env: NodeJS.ProcessEnv = process.env): OddsFeedConfig => {
  const apiKey = env.ODDS_API_KEY || undefined;
  const provider = env.ODDS_PROVIDER || (apiKey ? 'the-odds-api' : 'simulator');
  if (provider !== 'simulator' && provider !== 'the-odds-api') {
    throw new Error(`ODDS_PROVIDER must be 'simulator' or 'the-odds-api', got "${provider}"`);
  }
  if (provider === 'the-odds-api' && !apiKey) throw new Error('ODDS_PROVIDER=the-odds-api needs ODDS_API_KEY');
  return {
    provider,
    feedSeed: env.FEED_SEED || 'sportsbook',
    feedSpeed: number(env, 'FEED_SPEED', 1, (n) => n > 0),
    ...frozenWorld(env),
    oddsApi: apiKey
      ? {
          apiKey,
          ...(env.ODDS_API_BASE_URL ? { baseUrl: env.ODDS_API_BASE_URL } : {}),
          timeoutMs: number(env, 'ODDS_API_TIMEOUT_MS', 10_000, (n) => n > 0),
          ...(env.ODDS_API_SPORTS ? { sports: sportsList(env.ODDS_API_SPORTS) } : {}),
          dailyBudget: number(env, 'ODDS_API_DAILY_BUDGET', 500, (n) => Number.isInteger(n) && n > 0),
          eventWindowHours: number(env, 'ODDS_API_EVENT_WINDOW_HOURS', 6, (n) => n >= 0),
        }
      : undefined,
    // 0 turns the schedule off: refreshes then happen only when an admin asks.
    refreshSeconds: number(env, 'ODDS_REFRESH_SECONDS', 60, (n) => n >= 0),
    liveRefreshSeconds: number(env, 'ODDS_LIVE_REFRESH_SECONDS', 10, (n) => n >= 0),
    inWorker: env.ODDS_FEED_WORKER === undefined || env.ODDS_FEED_WORKER === '' ? true : flag(env, 'ODDS_FEED_WORKER'),
  };
};

const frozenWorld = (env: NodeJS.ProcessEnv) => {
  const feedEpoch = instant(env, 'FEED_EPOCH');
  const feedFrozen = flag(env, 'FEED_FROZEN');
  if (feedFrozen && feedEpoch === undefined) throw new Error('FEED_FROZEN=true needs FEED_EPOCH');
  return { feedEpoch, feedFrozen };
};

/** The provider the configuration names: the composition root's one call. */
export const createOddsProvider = (
  config: OddsFeedConfig,
  { clock = systemClock, logger, startedAt }: { clock?: Clock; logger: FeedLogger; startedAt?: number },
): OddsProvider =>
  config.provider === 'the-odds-api' && config.oddsApi
    ? createTheOddsApiProvider({ ...config.oddsApi, clock, logger })
    : createSimulatedOddsProvider({
        seed: config.feedSeed,
        speed: config.feedSpeed,
        clock,
        epoch: config.feedEpoch,
        frozen: config.feedFrozen,
        startedAt,
      });
