import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Every spec starts from an empty document and the real globals (fetch, matchMedia).
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
