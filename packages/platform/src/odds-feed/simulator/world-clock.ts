import type { Clock } from '../odds-provider.js';

/**
 * Where the simulated world is in its own time, and how its instants map onto the stack's clock.
 *
 * Without an epoch the world is the wall clock (a restart continues the same games). With an epoch the world
 * starts at that instant when the provider is created and its timestamps are carried over to the stack's
 * clock, so the slate a stack starts with does not depend on the hour it was started at: a game that starts 40
 * minutes after the epoch is reported as starting 40 minutes after the provider was created. A frozen world
 * stays at its epoch (scores, statuses and prices never move): what tests need to find a state and keep it.
 */
export type WorldClock = {
  /** The world's current instant (ms since the Unix epoch, in world time). */
  now(): number;
  /** A world instant as the stack's clock reads it. */
  toStackTime(worldMs: number): number;
};

export type WorldClockOptions = {
  clock: Clock;
  /** FEED_EPOCH: the world's instant when the provider is created; undefined = the stack's clock itself. */
  epoch?: number;
  /** FEED_FROZEN: the world stays at its epoch. Needs an epoch. */
  frozen?: boolean;
  /** The stack's instant the epoch maps onto: the clock's reading at creation unless given (the feed's worker). */
  startedAt?: number;
};

export const createWorldClock = ({ clock, epoch, frozen = false, startedAt }: WorldClockOptions): WorldClock => {
  if (epoch === undefined) {
    if (frozen) throw new RangeError('A frozen feed needs FEED_EPOCH: the instant it stays at');
    return { now: clock, toStackTime: (worldMs) => worldMs };
  }
  if (!Number.isFinite(epoch)) throw new RangeError(`FEED_EPOCH must be an instant, got ${epoch}`);
  const shift = epoch - (startedAt ?? clock());
  return {
    now: frozen ? () => epoch : () => clock() + shift,
    toStackTime: (worldMs) => worldMs - shift,
  };
};
