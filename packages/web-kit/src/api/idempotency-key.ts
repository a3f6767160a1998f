/** A random UUID v4 for the Idempotency-Key header (crypto.randomUUID needs a secure context; this does not). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = 0x40 | ((bytes[6] ?? 0) & 0x0f);
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One key per user action: the same action (same method, URL and body) sent again before it succeeded is a
 * retry and gets the same key, so the server answers it with the first outcome; after a success the next
 * identical action is a new one with a new key.
 */
export function createActionKeys() {
  const pending = new Map<string, string>();
  return {
    keyFor(action: string): string {
      let key = pending.get(action);
      if (!key) pending.set(action, (key = newIdempotencyKey()));
      return key;
    },
    succeeded(action: string) {
      pending.delete(action);
    },
  };
}
