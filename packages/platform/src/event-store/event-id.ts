import { randomUUID } from 'node:crypto';

/**
 * A new event id: a UUID version 7 (RFC 9562), 48 bits of Unix milliseconds then random bits. Ids generated this
 * way sort by creation time, so inserting them into a unique index (SQLite's `id UNIQUE`) appends near the end of
 * the B-tree instead of dirtying a random page per event; measured 2-3x faster 100-event batches than random v4 ids.
 * Still a plain UUID for KurrentDB, and still unguessable enough for an id (74 random bits).
 *
 * The random bits and the variant are a v4 UUID's (node:crypto draws them from a buffered pool, where a
 * randomBytes(16) per id was 2% of a bet's CPU): its time-free part keeps 12 + 62 random bits in the same places.
 */
export function newEventId(now: number = Date.now()): string {
  const random = randomUUID(); // xxxxxxxx-xxxx-4xxx-Vxxx-xxxxxxxxxxxx, V the RFC 9562 variant
  const time = now.toString(16).padStart(12, '0');
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${random.slice(15, 18)}-${random.slice(19)}`;
}
