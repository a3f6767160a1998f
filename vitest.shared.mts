import { defineConfig } from 'vitest/config';

/**
 * What every workspace's tests share. A timeout here catches a hang, it does not measure speed: the suite runs on
 * loaded 2-core machines (CI, `npm run test:soak` with a CPU burner), where vitest's 5 s default failed specs that
 * were merely slow. Speed targets live in bench/.
 */
export const sharedTestConfig = defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
