/**
 * Collection names and field paths end up inside SQL text (table names, expression indexes, whose expressions
 * must be literal for SQLite to match them to a query) and inside MongoDB queries (where a `$` key is an
 * operator). Both adapters accept only names these checks let through, so a name can never inject anything.
 */

const COLLECTION_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,62}$/;
const FIELD_SEGMENT = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

/** Names the adapters use for their own bookkeeping (the MongoDB adapter keeps checkpoints in `checkpoints`). */
const RESERVED_COLLECTIONS = new Set(['checkpoints']);

export class InvalidReadStoreName extends Error {
  override readonly name = 'InvalidReadStoreName';
}

export function assertCollectionName(name: string): string {
  if (!COLLECTION_NAME.test(name)) {
    throw new InvalidReadStoreName(`Invalid collection name ${JSON.stringify(name)}: use letters, digits, _ and -`);
  }
  if (RESERVED_COLLECTIONS.has(name)) {
    throw new InvalidReadStoreName(`Collection name ${JSON.stringify(name)} is reserved`);
  }
  return name;
}

/** A dotted path of identifier segments (`event.status`). `_id` is excluded: only the MongoDB adapter has it. */
export function assertFieldPath(path: string): string {
  const segments = path.split('.');
  if (!segments.every((segment) => FIELD_SEGMENT.test(segment)) || segments[0] === '_id') {
    throw new InvalidReadStoreName(`Invalid field path ${JSON.stringify(path)}: use dotted identifiers`);
  }
  return path;
}
