import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The findBy* waits: generous, for a loaded two-core machine (they end as soon as the element is there).
configure({ asyncUtilTimeout: 5000 });

// Every spec starts from an empty document and the real globals (fetch, matchMedia).
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
