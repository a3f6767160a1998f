import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedTestConfig } from '../vitest.shared.mts';

export default mergeConfig(
  sharedTestConfig,
  defineConfig({
    test: {
      environment: 'happy-dom',
      include: ['src/**/*.spec.{ts,tsx}'],
      setupFiles: ['src/testing/setup.ts'],
    },
  }),
);
