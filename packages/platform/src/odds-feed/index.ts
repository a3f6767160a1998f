// The odds feed: the OddsProvider port, its two adapters, the ingester that turns snapshots into catalogue events,
// its schedule, configuration from the environment, and the API-Sports shapes of the NBA and baseball screens.
export * from './odds-provider.js';
export { createOddsProvider, readOddsFeedConfig, type OddsFeedConfig } from './odds-feed-config.js';
export { createSimulatedOddsProvider, type SimulatorOptions } from './simulator/simulated-odds-provider.js';
export { mulberry32 } from './simulator/prng.js';
export { createTheOddsApiProvider, type TheOddsApiOptions } from './the-odds-api/the-odds-api-provider.js';
export {
  createFeedIngester,
  type FeedIngester,
  type FeedIngesterOptions,
  type RefreshGamesOptions,
} from './ingest/feed-ingester.js';
export { createWorkerFeedIngester } from './worker/worker-feed-ingester.js';
export { ODDS_QUOTA_RECORDED, ODDS_QUOTA_STREAM } from './ingest/record-quota.js';
export { startFeedSchedule, type FeedSchedule, type FeedScheduleOptions } from './ingest/feed-schedule.js';
export type {
  BookmakerBreakdown,
  GameOddsRefreshStats,
  PlayerPropsRefreshStats,
  RefreshResult,
} from './ingest/refresh-stats.js';
export { toApiSportsNbaGame, type ApiSportsNbaGame, type NbaGameSource } from './api-sports/nba-games.js';
export { toApiSportsNbaOdds, type ApiSportsNbaOdds } from './api-sports/nba-odds.js';
export { baseballLeagues, type ApiSportsBaseballLeague } from './api-sports/baseball-leagues.js';
export { countryFlagDataUri, teamLogoDataUri } from './api-sports/svg-badges.js';
