import type { GamesSnapshot, PropsSnapshot, Sport } from '@sb/domain';

/** Milliseconds since the epoch. Injected everywhere in the feed so tests (and FEED_SPEED) control time. */
export type Clock = () => number;
export const systemClock: Clock = () => Date.now();

/** A provider call either returns a complete snapshot or fails as a whole: never partial data. */
export type FeedFailure = { ok: false; reason: string };
export type FeedResult<Value> = { ok: true; value: Value } | FeedFailure;

export type FetchOptions = {
  /** Only these sports (the slate is then complete for them only); all sports when omitted. */
  sports?: readonly Sport[];
  /**
   * Who asked: an admin's refresh ('admin', the default) asks the provider everything now; the schedule's lets a
   * paid provider keep answers that are not due yet (The Odds API's refresh plan).
   */
  trigger?: 'admin' | 'schedule';
};

/** A paid provider's quota and refresh plan, as the admin's Odds Refresh tab shows them. */
export type OddsQuotaStatus = {
  provider: string;
  /** ODDS_API_DAILY_BUDGET. */
  dailyBudget: number;
  spentLast24Hours: number;
  spentLastHour: number;
  /** x-requests-remaining and x-requests-used of the provider's last answer, and when it came. */
  remaining: number | null;
  used: number | null;
  reportedAt: string | null;
  plan: {
    call: string;
    /** The league or game the call is about, and what it asks for (main markets, scores, player props...). */
    subject: string;
    what: string;
    tier: 'live' | 'soon' | 'today' | 'far';
    /** null: not asked again (scores of a league with no game under way). */
    everyMinutes: number | null;
    lastAt: string | null;
    nextAt: string | null;
    estimatedCost: number;
  }[];
  /** The last refreshes skipped and calls deferred to stay within the budget, newest first. */
  skipped: { at: string; message: string }[];
};

/**
 * The odds feed port. Adapters: the deterministic simulator (default) and The Odds API v4. Both return the
 * domain's snapshot shapes (per-book quotes); pricing and deciding what changed happen in the domain.
 */
export type OddsProvider = {
  readonly name: string;
  /** Every listed game with status, score, result once final, and per-book game and period market quotes. */
  fetchGames(options?: FetchOptions): Promise<FeedResult<GamesSnapshot>>;
  /** Per-book player prop quotes, per game. */
  fetchPlayerProps(options?: FetchOptions): Promise<FeedResult<PropsSnapshot>>;
  /** The quota and refresh plan of a provider that has one (The Odds API); the simulator has none. */
  quota?(): OddsQuotaStatus;
};

/** Structural, so the infra logger (one JSON line per entry) fits without an import. */
export type FeedLogger = {
  info(message: string, meta?: Record<string, unknown>): void;
  warn(message: string, meta?: Record<string, unknown>): void;
};

export const silentFeedLogger: FeedLogger = { info: () => undefined, warn: () => undefined };
