import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantMs } from './instant-ms.js';

describe('instantMs', () => {
  it('equals Date.parse for every instant toISOString writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: -8_640_000_000_000_000, max: 8_640_000_000_000_000 }), (ms) => {
        const iso = new Date(ms).toISOString();
        expect(instantMs(iso)).toBe(Date.parse(iso));
      }),
      { numRuns: 2_000 },
    );
  });

  it('equals Date.parse for odd and malformed strings', () => {
    const odd = [
      '2025-02-31T00:00:00.000Z',
      '2025-13-01T00:00:00.000Z',
      '2025-01-00T00:00:00.000Z',
      '2025-01-01T24:00:00.000Z',
      '2025-01-01T23:60:00.000Z',
      '2025-01-01T23:59:60.000Z',
      '0099-01-01T00:00:00.000Z',
      '2025-01-01T00:00:00.00aZ',
      '2025-01-01 00:00:00.000Z',
      '2025-01-01T00:00:00.000+',
      '2025-01-01T00:00:00Z',
      '2025-01-01',
      'not a date',
      '',
    ];
    for (const iso of odd) expect([iso, instantMs(iso)]).toEqual([iso, Date.parse(iso)]);
  });

  it('equals Date.parse for any string of the right shape', () => {
    const shaped = fc
      .array(fc.constantFrom(...'0123456789-T:.Z'), { minLength: 24, maxLength: 24 })
      .map((chars) => chars.join(''));
    fc.assert(
      fc.property(shaped, (iso) => {
        expect(Object.is(instantMs(iso), Date.parse(iso))).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });
});
