import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedTestConfig } from '../vitest.shared.mts';

// Browser specs: each file starts its own embedded stack (node infra/dist/main.js) and drives Debian's
// Chromium through playwright-core. Files run one after another; they share the machine's two cores.
export default mergeConfig(
  sharedTestConfig,
  defineConfig({
    test: {
      include: ['e2e/**/*.e2e.spec.ts'],
      globalSetup: ['e2e/support/global-setup.ts'],
      fileParallelism: false,
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  }),
);
