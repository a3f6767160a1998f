import type {
  EventStore,
  FeedIngester,
  PasswordHasher,
  RateLimit,
  SessionTokens,
  SessionUserLookup,
} from '@sb/platform';

export type CommandApiConfig = {
  /** Cash credited when a self-registered player is approved (STARTING_BALANCE), in cents. */
  startingBalanceCents: number;
  loginRateLimit: RateLimit;
  registerRateLimit: RateLimit;
  /** Extra origins allowed to POST (e.g. a separately deployed shell); same-origin is always allowed. */
  allowedOrigins: readonly string[];
  /** Trust X-Forwarded-* from the gateway (production). */
  trustProxy: boolean;
};

/** Everything the command API needs from the outside, injected by a composition root. */
export type CommandApiDeps = {
  eventStore: EventStore;
  tokens: SessionTokens;
  lookupSessionUser: SessionUserLookup;
  hasher: PasswordHasher;
  clock: () => Date;
  newId: () => string;
  /** The odds feed, refreshed on demand by admins (the feed's own schedule runs elsewhere). */
  oddsFeed: FeedIngester;
  config: CommandApiConfig;
  logger: { error: (message: string, meta?: Record<string, unknown>) => void };
};
