import { canonicalJson } from '@sb/domain';

export type FieldDifference = { field: string; expected: unknown; found: unknown };

/** The top-level fields whose content differs (key order ignored), named `<prefix>.<field>`. */
export function differingFields(prefix: string, expected: object, found: object): FieldDifference[] {
  const left = expected as Record<string, unknown>;
  const right = found as Record<string, unknown>;
  const fields = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...fields].flatMap((field) =>
    canonicalJson(left[field] ?? null) === canonicalJson(right[field] ?? null)
      ? []
      : [{ field: `${prefix}.${field}`, expected: left[field] ?? null, found: right[field] ?? null }],
  );
}
