import { randomBytes } from 'node:crypto';

/**
 * A new event id: a UUID version 7 (RFC 9562), 48 bits of Unix milliseconds then random bits. Ids generated this
 * way sort by creation time, so inserting them into a unique index (SQLite's `id UNIQUE`) appends near the end of
 * the B-tree instead of dirtying a random page per event; measured 2-3x faster 100-event batches than random v4 ids.
 * Still a plain UUID for KurrentDB, and still unguessable enough for an id (74 random bits).
 */
export function newEventId(now: number = Date.now()): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = 0x70 | ((bytes[6] ?? 0) & 0x0f); // version 7
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f); // RFC 9562 variant
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
