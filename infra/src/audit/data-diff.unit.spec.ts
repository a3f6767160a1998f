import fc from 'fast-check';
import { canonicalJson } from '@sb/domain';
import { describe, expect, it } from 'vitest';
import { differingFields, sameJson } from './data-diff.js';

describe('sameJson', () => {
  it('agrees with comparing canonical JSON', () => {
    const value = fc.jsonValue({ maxDepth: 3 });
    fc.assert(
      fc.property(value, value, (left, right) => {
        expect(sameJson(left, right)).toBe(canonicalJson(left) === canonicalJson(right));
        expect(sameJson(left, structuredClone(left))).toBe(true);
      }),
      { numRuns: 1_000 },
    );
  });

  it('ignores key order and undefined fields, and tells arrays from objects', () => {
    expect(sameJson({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1, d: undefined })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: null })).toBe(false);
    expect(sameJson([1], { 0: 1 })).toBe(false);
  });
});

describe('differingFields', () => {
  it('names each top-level field that differs, with both values', () => {
    expect(differingFields('data', { a: 1, b: { c: 2 }, d: 3 }, { a: 1, b: { c: 3 }, e: 4 })).toEqual([
      { field: 'data.b', expected: { c: 2 }, found: { c: 3 } },
      { field: 'data.d', expected: 3, found: null },
      { field: 'data.e', expected: null, found: 4 },
    ]);
  });
});
