/**
 * JSON with object keys sorted at every level, so two values with the same content compare equal whatever order
 * their keys were written or read back in (a read model, a JSON column and a fresh object may all differ).
 */
export const canonicalJson = (value: unknown): string => JSON.stringify(sortKeys(value));

const sortKeys = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, field]) => field !== undefined);
  return Object.fromEntries(
    entries.sort(([left], [right]) => (left < right ? -1 : 1)).map(([k, v]) => [k, sortKeys(v)]),
  );
};

export const sameContent = (left: unknown, right: unknown) => canonicalJson(left) === canonicalJson(right);
