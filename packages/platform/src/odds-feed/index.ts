export * from './odds-provider.js';
export { createSimulatedOddsProvider, type SimulatorOptions } from './simulator/simulated-odds-provider.js';
export {
  createFeedIngester,
  type FeedIngester,
  type FeedIngesterOptions,
  type RefreshGamesOptions,
} from './ingest/feed-ingester.js';
export { startFeedSchedule, type FeedSchedule, type FeedScheduleOptions } from './ingest/feed-schedule.js';
export type {
  BookmakerBreakdown,
  GameOddsRefreshStats,
  PlayerPropsRefreshStats,
  RefreshResult,
} from './ingest/refresh-stats.js';
