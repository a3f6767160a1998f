import { silentFeedLogger, type FeedLogger } from '../odds-provider.js';
import type { FeedIngester } from './feed-ingester.js';

export type FeedScheduleOptions = {
  ingester: FeedIngester;
  /** ODDS_REFRESH_SECONDS: full refresh of games, odds and props (default 60). */
  refreshSeconds?: number;
  /** ODDS_LIVE_REFRESH_SECONDS: the faster games-only refresh of sports with live games; 0 turns it off. */
  liveRefreshSeconds?: number;
  logger?: FeedLogger;
};

export type FeedSchedule = { stop(): Promise<void> };

/**
 * Runs `task` now and then `everyMs` after each run ends, so a slow provider never stacks refreshes up.
 * Returns a stop that waits for a run in flight.
 */
const repeat = (task: () => Promise<unknown>, everyMs: number, runNow: boolean) => {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    // The ingester reports failures as results; anything thrown past it must not kill the loop either.
    running = task()
      .catch(() => undefined)
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, everyMs);
      });
  };
  if (runNow) tick();
  else timer = setTimeout(tick, everyMs);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
};

/** The feed's own cadence: a full refresh on start and every `refreshSeconds`, live games more often. */
export const startFeedSchedule = ({
  ingester,
  refreshSeconds = 60,
  liveRefreshSeconds = 10,
  logger = silentFeedLogger,
}: FeedScheduleOptions): FeedSchedule => {
  if (!(refreshSeconds > 0)) throw new RangeError(`ODDS_REFRESH_SECONDS must be above 0, got ${refreshSeconds}`);
  const full = async () => {
    const games = await ingester.refreshGames({ trigger: 'schedule' });
    // Props hang off games on the log: no point pricing them when the games could not be refreshed.
    if (games.success) await ingester.refreshProps({ trigger: 'schedule' });
  };
  const stops = [repeat(full, refreshSeconds * 1000, true)];
  if (liveRefreshSeconds > 0 && liveRefreshSeconds < refreshSeconds) {
    stops.push(
      repeat(() => ingester.refreshGames({ scope: 'live', trigger: 'schedule' }), liveRefreshSeconds * 1000, false),
    );
  }
  logger.info('odds feed: schedule started', { refreshSeconds, liveRefreshSeconds });
  return {
    async stop() {
      await Promise.all(stops.map((stop) => stop()));
    },
  };
};
