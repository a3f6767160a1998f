import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withShuffled } from '../testing/arbitraries.js';
import { mostCommonLine } from './most-common-line.js';

describe('mostCommonLine', () => {
  it('picks the line most books quote', () => {
    expect(mostCommonLine([-3.5, -3.5, -3, -4, -3.5])).toBe(-3.5);
    expect(mostCommonLine([47.5])).toBe(47.5);
  });

  it('breaks a tie with the line closest to the median of all quotes', () => {
    // Lines 44.5 and 47.5 twice each, 48.5 once: median 47.5.
    expect(mostCommonLine([44.5, 44.5, 47.5, 47.5, 48.5])).toBe(47.5);
  });

  it('breaks an exact tie around the median with the lower line', () => {
    expect(mostCommonLine([3, 5])).toBe(3);
    expect(mostCommonLine([5, 5, 3, 3])).toBe(3);
  });

  it('is undefined when no book quotes a line', () => {
    expect(mostCommonLine([])).toBeUndefined();
  });

  const halfPointLines = fc.array(
    fc.integer({ min: -40, max: 40 }).map((halves) => halves / 2),
    { minLength: 1, maxLength: 12 },
  );

  it('answers a line with the highest count, whatever the order of the quotes', () => {
    fc.assert(
      fc.property(withShuffled(halfPointLines), ([lines, shuffled]) => {
        const chosen = mostCommonLine(lines) as number;
        const count = (line: number) => lines.filter((candidate) => candidate === line).length;
        expect(lines.every((line) => count(line) <= count(chosen))).toBe(true);
        expect(mostCommonLine(shuffled)).toBe(chosen);
      }),
    );
  });
});
