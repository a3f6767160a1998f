import { act, cleanup } from '@testing-library/react';
import { dismissToast, resetLogPosition } from '@sb/web-kit';
import { afterEach, vi } from 'vitest';

/** Registered by vitest.config.mts for every spec: a fresh DOM, fetch, toast and log position per test. */
afterEach(() => {
  cleanup();
  act(() => dismissToast());
  vi.unstubAllGlobals();
  resetLogPosition();
});
