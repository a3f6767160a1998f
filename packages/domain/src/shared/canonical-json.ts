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
 */
const keyOrder = (record: Record<string, unknown>): string[] => {
  // The default sort compares UTF-16 code units, as `<` on strings does.
  const keys = Object.keys(record).sort();
  if (!keys.some(startsWithDigit) || !keys.some(isArrayIndex)) return keys;
  const indexes = keys.filter(isArrayIndex).sort((left, right) => Number(left) - Number(right));
  return [...indexes, ...keys.filter((key) => !isArrayIndex(key))];
};

function write(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i += 1) out += (i === 0 ? '' : ',') + write(value[i]);
    return `${out}]`;
  }
  const record = value as Record<string, unknown>;
  const keys = keyOrder(record);
  let out = '{';
  let first = true;
  for (const key of keys) {
    const field = record[key];
    if (field === undefined) continue;
    out += `${first ? '' : ','}${JSON.stringify(key)}:${write(field)}`;
    first = false;
  }
  return `${out}}`;
}

export const sameContent = (left: unknown, right: unknown) => canonicalJson(left) === canonicalJson(right);
