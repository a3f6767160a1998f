import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.js';

/** The first implementation: JSON.stringify of a key-sorted copy. The string builder must match it exactly. */
const sortKeys = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, field]) => field !== undefined);
  return Object.fromEntries(
    entries.sort(([left], [right]) => (left < right ? -1 : 1)).map(([k, v]) => [k, sortKeys(v)]),
  );
};
const reference = (value: unknown) => JSON.stringify(sortKeys(value));

describe('canonicalJson', () => {
  it('sorts keys at every level and leaves undefined fields out', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: null }, u: undefined })).toBe(
      '{"a":{"c":null,"d":[1,{"y":2,"z":1}]},"b":1}',
    );
  });

  it('is JSON.stringify of the key-sorted value for any JSON-like value', () => {
    const anything = fc.anything({ withNullPrototype: false, withBoxedValues: false, withMap: false, withSet: false });
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), anything), (value) => {
        expect(canonicalJson(value)).toBe(reference(value));
      }),
      { numRuns: 2_000 },
    );
  });

  it('orders every object by its own keys when shapes repeat, differ in order or share a first key', () => {
    const objects = [
      { b: 1, a: 2, c: 3 },
      { b: 1, a: 2, c: 3 },
      { b: 1, c: 3, a: 2 },
      { b: 1, z: 2, y: 3 },
      { b: 1, a: 2, c: 3 },
      { '10': 1, '2': 2, b: 3 },
      { b: 3, '10': 1, x: 2 },
    ];
    for (const object of [...objects, ...objects]) expect(canonicalJson(object)).toBe(reference(object));
  });

  it('renders odd numbers and strings as JSON.stringify does', () => {
    for (const value of [-0, Number.NaN, Number.POSITIVE_INFINITY, 1e21, 'a"b\\c\u2028', '', [undefined, null]])
      expect(canonicalJson(value)).toBe(reference(value));
  });
});
