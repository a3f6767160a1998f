/**
 * JSON with object keys sorted at every level, so two values with the same content compare equal whatever order
 * their keys were written or read back in (a read model, a JSON column and a fresh object may all differ).
 *
 * Written straight into one string (no sorted copy of the value): the wallet hash chain runs it on every event an
 * audit reads. The output is exactly JSON.stringify of the key-sorted value: undefined fields are left out, an
 * undefined array item is null, and primitives are rendered by JSON.stringify itself.
 */
export const canonicalJson = (value: unknown): string => {
  if (value === undefined) return JSON.stringify(value);
  return write(value);
};

const ARRAY_INDEX = /^(?:0|[1-9]\d*)$/;
const startsWithDigit = (key: string) => {
  const code = key.charCodeAt(0);
  return code >= 48 && code <= 57;
};
const isArrayIndex = (key: string) => startsWithDigit(key) && ARRAY_INDEX.test(key) && Number(key) < 4_294_967_295;

/**
 * The order the first implementation (Object.fromEntries of the sorted entries, then JSON.stringify) produced, which
 * every stored hash was computed with: JavaScript puts integer-like keys first, ascending, then the others sorted.
 * Keys that come sorted already (one pass, `>` compares UTF-16 code units as the default sort does) are not sorted.
 */
const sortedKeys = (keys: string[]): string[] => {
  let sorted = true;
  let digit = false;
  for (let i = 0; i < keys.length; i += 1) {
    const key = keys[i] as string;
    if (!digit && startsWithDigit(key)) digit = true;
    if (sorted && i > 0 && (keys[i - 1] as string) > key) sorted = false;
  }
  const ordered = sorted ? keys : [...keys].sort();
  if (!digit || !ordered.some(isArrayIndex)) return ordered;
  const indexes = ordered.filter(isArrayIndex).sort((left, right) => Number(left) - Number(right));
  return [...indexes, ...ordered.filter((key) => !isArrayIndex(key))];
};

/**
 * The key order of each object shape met (by its first key and number of keys, checked key by key): events of a
 * type share a few shapes, so their keys are sorted once, not once per object. Bounded: a shape beyond the limit
 * is sorted each time.
 */
const SHAPES_KEPT = 1_024;
type Shape = { keys: readonly string[]; order: readonly string[] };
const shapes = new Map<string, Shape>();
const sameKeys = (left: readonly string[], right: readonly string[]) => {
  if (left.length !== right.length) return false;
  for (let i = 0; i < left.length; i += 1) if (left[i] !== right[i]) return false;
  return true;
};
const keyOrder = (record: Record<string, unknown>): readonly string[] => {
  const keys = Object.keys(record);
  if (keys.length < 2) return keys;
  const id = `${keys[0] as string}\u0000${keys.length}`;
  const known = shapes.get(id);
  if (known !== undefined && sameKeys(known.keys, keys)) return known.order;
  const order = sortedKeys(keys);
  if (known !== undefined || shapes.size < SHAPES_KEPT) shapes.set(id, { keys, order });
  return order;
};

/** `"key":` for each key met, kept for the few hundred field names events have (bounded all the same). */
const QUOTED_KEYS_KEPT = 4_096;
const quotedKeys = new Map<string, string>();
const quotedKey = (key: string): string => {
  let quoted = quotedKeys.get(key);
  if (quoted === undefined) {
    quoted = `${JSON.stringify(key)}:`;
    if (quotedKeys.size < QUOTED_KEYS_KEPT) quotedKeys.set(key, quoted);
  }
  return quoted;
};

function write(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      // What JSON.stringify writes for a number, without the call.
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object':
      break;
    default:
      return JSON.stringify(value) ?? 'null';
  }
  if (value === null) return 'null';
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i += 1) out += (i === 0 ? '' : ',') + write(value[i]);
    return `${out}]`;
  }
  const record = value as Record<string, unknown>;
  const keys = keyOrder(record);
  let out = '{';
  let first = true;
  for (let i = 0; i < keys.length; i += 1) {
    const key = keys[i] as string;
    const field = record[key];
    if (field === undefined) continue;
    out += (first ? '' : ',') + quotedKey(key) + write(field);
    first = false;
  }
  return `${out}}`;
}

export const sameContent = (left: unknown, right: unknown) => canonicalJson(left) === canonicalJson(right);
