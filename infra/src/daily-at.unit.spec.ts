import { describe, expect, it } from 'vitest';
import { msUntilNextLocalHour } from './daily-at.js';

describe('msUntilNextLocalHour', () => {
  it('waits until 04:00 today when it is earlier, else tomorrow', () => {
    expect(msUntilNextLocalHour(4, new Date(2026, 10, 22, 3, 30))).toBe(30 * 60_000);
    expect(msUntilNextLocalHour(4, new Date(2026, 10, 22, 4, 0))).toBe(24 * 3_600_000);
    expect(msUntilNextLocalHour(4, new Date(2026, 10, 22, 23, 0))).toBe(5 * 3_600_000);
  });
});
