/**
 * Test stacks never read the simulated world off the wall clock: their world starts at one instant (FEED_EPOCH)
 * and stays there (FEED_FROZEN), so a spec sees the same slate, scores and prices at any hour, on any machine.
 * TEST_FEED_EPOCH moves that instant; `npm run test:soak` runs the suites from several hours of the week.
 */
export const DEFAULT_TEST_EPOCH = '2026-11-20T19:00:00Z';

export const testFeedEpoch = (env: NodeJS.ProcessEnv = process.env): string =>
  env.TEST_FEED_EPOCH || DEFAULT_TEST_EPOCH;

/** The environment of a stack whose simulated world is frozen at `epoch`. */
export const frozenWorldEnv = (epoch: string = testFeedEpoch()) => ({ FEED_EPOCH: epoch, FEED_FROZEN: 'true' });
