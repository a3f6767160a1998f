/** What never reaches a log line: passwords, cookies, session ids, tokens and Authorization headers. */
const SECRET_KEYS: ReadonlySet<string> = new Set([
  'password',
  'newPassword',
  'currentPassword',
  'cookie',
  'cookies',
  'authorization',
  'sessionId',
  'token',
]);
/** A response's cookies, under its headers. */
const SET_COOKIE = 'set-cookie';
const HEADERS = 'headers';
/** How far below the logged object a secret is looked for: request headers and bodies sit one or two levels down. */
const LEVELS_DOWN = 2;

export const REDACTED = '[redacted]';

const isSecret = (key: string, parentKey: string | undefined) =>
  SECRET_KEYS.has(key) || (key === SET_COOKIE && parentKey === HEADERS);

/**
 * A shallow copy that keeps what a spread would drop: the prototype and the properties that are not enumerable (an
 * Error's message and stack, which pino's error serializer reads). Every property of the copy can be redefined.
 */
function copyOf(value: object): object {
  if (Array.isArray(value)) return [...(value as unknown[])];
  const copy = Object.create(Object.getPrototypeOf(value) as object | null) as object;
  for (const key of Reflect.ownKeys(value)) {
    const descriptor = Object.getOwnPropertyDescriptor(value, key)!;
    Object.defineProperty(copy, key, { ...descriptor, configurable: true });
  }
  return copy;
}

function redactIn(value: object, level: number, parentKey: string | undefined): object {
  let copy: object | undefined;
  for (const key of Object.keys(value)) {
    const child = (value as Record<string, unknown>)[key];
    let replaced = child;
    if (isSecret(key, parentKey)) replaced = REDACTED;
    else if (level < LEVELS_DOWN && typeof child === 'object' && child !== null) {
      replaced = redactIn(child, level + 1, key);
    }
    if (replaced === child) continue;
    copy ??= copyOf(value);
    // Defined rather than assigned: the copied property may be read-only or a getter.
    Object.defineProperty(copy, key, { value: replaced, enumerable: true, writable: true, configurable: true });
  }
  return copy ?? value;
}

/**
 * The fields of a log line with every secret's value replaced by '[redacted]': a key of SECRET_KEYS in the fields
 * or one or two levels down (in objects and arrays), and a `set-cookie` under `headers`. Fields that hold none
 * (an access-log line: a few plain values) are answered as they are, looked at key by key; otherwise the objects
 * on the way to each secret are copied, so the caller's objects are never changed.
 *
 * pino's own `redact` option did the same for a list of paths (`password`, `*.password`, `*.*.password`, ...),
 * but its implementation parses every path again on each line: ~30 µs a line against ~4 µs for the rest of the
 * line, on every request the APIs log.
 */
export const redactSecrets = (fields: Record<string, unknown>): Record<string, unknown> =>
  redactIn(fields, 0, undefined) as Record<string, unknown>;
