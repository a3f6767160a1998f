import type { Middleware } from 'koa';
import { createRateLimiter, currentUser } from '@sb/platform';

/** The paths whose requests count against a player's BETS_PER_MINUTE: bets and every casino round command. */
const RATE_LIMITED_PLAYER_PATHS = [
  '/api/bets',
  '/api/casino/roulette/spin',
  '/api/casino/slots/spin',
  '/api/casino/baccarat/deal',
  '/api/casino/craps/roll',
  '/api/casino/blackjack/deal',
  '/api/casino/blackjack/hit',
  '/api/casino/blackjack/stand',
  '/api/casino/blackjack/double',
];

export const tooManyBets = (perMinute: number) => (retryAfterSeconds: number) =>
  `Too many bets: at most ${perMinute} bets and casino rounds a minute. Please try again in ${retryAfterSeconds} s.`;

/**
 * One budget per signed-in player for bets and casino rounds together (BETS_PER_MINUTE; 0 turns it off): the
 * next request over it is a 429 with Retry-After. In memory, per process, like the login limits.
 */
export const limitPlayerCommands = (perMinute: number, now?: () => number): Middleware => {
  if (perMinute === 0) return (_ctx, next) => next();
  const limiter = createRateLimiter({ max: perMinute, windowMs: 60_000, refusal: tooManyBets(perMinute) }, now);
  return async (ctx, next) => {
    if (isRateLimitedPath(ctx.path)) limiter.hit(`player:${currentUser(ctx).id}`);
    await next();
  };
};

/**
 * A path under one of RATE_LIMITED_PLAYER_PATHS (the path itself or below it, as a router prefix matches): one
 * middleware that looks, where a router layer per path cost every player request nine pattern matches.
 */
const isRateLimitedPath = (path: string) =>
  RATE_LIMITED_PLAYER_PATHS.some((limited) => path === limited || path.startsWith(`${limited}/`));
