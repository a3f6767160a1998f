import { canonicalJson } from '@sb/domain';

export type FieldDifference = { field: string; expected: unknown; found: unknown };

/**
 * Whether two JSON values have the same content, key order ignored and an undefined field the same as a missing
 * one (what canonicalJson says, without building two strings for every comparison of an audit). Plain loops, no
 * closure per array: an audit compares every event it decides again and every read-model document.
 */
export function sameJson(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  if (left === null || right === null || typeof left !== 'object' || typeof right !== 'object') {
    return Number.isNaN(left) && Number.isNaN(right);
  }
  const isArray = Array.isArray(left);
  if (isArray !== Array.isArray(right)) return false;
  if (isArray) return sameItems(left as unknown[], right as unknown[]);
  return sameMembers(left as Record<string, unknown>, right as Record<string, unknown>);
}

function sameItems(left: unknown[], right: unknown[]): boolean {
  if (left.length !== right.length) return false;
  for (let index = 0; index < left.length; index += 1) if (!sameJson(left[index], right[index])) return false;
  return true;
}

/** Every defined member of `left` is in `right` with the same content, and `right` has no other defined member. */
function sameMembers(left: Record<string, unknown>, right: Record<string, unknown>): boolean {
  let unmatched = 0;
  for (const key in left) {
    const value = left[key];
    if (value === undefined) continue;
    if (!sameJson(value, right[key])) return false;
    unmatched += 1;
  }
  for (const key in right) if (right[key] !== undefined) unmatched -= 1;
  return unmatched === 0;
}

/** The top-level fields whose content differs (key order ignored), named `<prefix>.<field>`. */
export function differingFields(prefix: string, expected: object, found: object): FieldDifference[] {
  if (sameJson(expected, found)) return [];
  const left = expected as Record<string, unknown>;
  const right = found as Record<string, unknown>;
  const fields = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...fields].flatMap((field) =>
    canonicalJson(left[field] ?? null) === canonicalJson(right[field] ?? null)
      ? []
      : [{ field: `${prefix}.${field}`, expected: left[field] ?? null, found: right[field] ?? null }],
  );
}
