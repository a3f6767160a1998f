import { canonicalJson } from '@sb/domain';

export type FieldDifference = { field: string; expected: unknown; found: unknown };

/**
 * Whether two JSON values have the same content, key order ignored and an undefined field the same as a missing
 * one (what canonicalJson says, without building two strings for every comparison of an audit).
 */
export function sameJson(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  if (left === null || right === null || typeof left !== 'object' || typeof right !== 'object') {
    return left === right || (Number.isNaN(left) && Number.isNaN(right));
  }
  if (Array.isArray(left) !== Array.isArray(right)) return false;
  if (Array.isArray(left) && Array.isArray(right)) {
    return left.length === right.length && left.every((item, index) => sameJson(item, right[index]));
  }
  const a = left as Record<string, unknown>;
  const b = right as Record<string, unknown>;
  for (const key in a) if (a[key] !== undefined && !sameJson(a[key], b[key])) return false;
  for (const key in b) if (b[key] !== undefined && a[key] === undefined) return false;
  return true;
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
