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
};

/** Structural, so the infra logger (one JSON line per entry) fits without an import. */
export type FeedLogger = {
  info(message: string, meta?: Record<string, unknown>): void;
  warn(message: string, meta?: Record<string, unknown>): void;
};

export const silentFeedLogger: FeedLogger = { info: () => undefined, warn: () => undefined };
