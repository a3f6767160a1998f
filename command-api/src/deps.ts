import type { FreshSeeds } from '@sb/domain';
import type {
  EventMetadata,
  EventStore,
  FeedIngester,
  Logger,
  Metrics,
  PasswordHasher,
  RateLimit,
  SessionStore,
  SessionUserLookup,
} from '@sb/platform';

export type CommandApiConfig = {
  /** Cash credited when a self-registered player is approved (STARTING_BALANCE), in cents. */
  startingBalanceCents: number;
  loginRateLimit: RateLimit;
  registerRateLimit: RateLimit;
  /** Bets and casino rounds a player may send per minute (BETS_PER_MINUTE); 0 = no limit. */
  betsPerMinute: number;
  /** Extra origins allowed to POST (e.g. a separately deployed shell); same-origin is always allowed. */
  allowedOrigins: readonly string[];
  /** Trust X-Forwarded-* from the gateway (production). */
  trustProxy: boolean;
  /** CASH_OUT_MARGIN in basis points (9500 = 0.95); the domain's default when left out. */
  cashOutMargin?: number;
};

export type SettlementRun = { gamesFinalized: number; betsSettled: number; betsWon: number; betsLost: number };

/** What the command API needs from the bets read model and the settlement process (injected by infra). */
export type BetsPort = {
  /** The user whose wallet holds a bet, or null for an unknown bet. */
  ownerOf(betId: string): Promise<string | null>;
  /** `requested`: the admin request's metadata, carried by every settlement of the run (the audit trail's "who"). */
  settleEverythingDecidable(requested: EventMetadata): Promise<SettlementRun>;
};

/** What a cleanup now would remove (read from the catalogue and bets read models; injected by infra). */
export type CleanupPort = {
  preview(now: Date): Promise<{ gameIds: string[]; marketsDeleted: number; propsDeleted: number }>;
};

/** Everything the command API needs from the outside, injected by a composition root. */
export type CommandApiDeps = {
  eventStore: EventStore;
  /** Server-side sessions (the read store's `sessions`), shared with the query API. */
  sessions: SessionStore;
  lookupSessionUser: SessionUserLookup;
  hasher: PasswordHasher;
  clock: () => Date;
  newId: () => string;
  /** Secret seeds for a new casino seed pair (default: node:crypto random bytes); tests may fix them. */
  casinoSeeds?: () => FreshSeeds;
  /** The odds feed, refreshed on demand by admins (the feed's own schedule runs elsewhere). */
  oddsFeed: FeedIngester;
  bets: BetsPort;
  cleanup: CleanupPort;
  config: CommandApiConfig;
  /** Access log (one line per request, see observeRequests) and failures. */
  logger: Logger;
  /** HTTP and bet-refusal series on the composition root's registry (GET /metrics); none in a bare app. */
  metrics?: Metrics;
};
