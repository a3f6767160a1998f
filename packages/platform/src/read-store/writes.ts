import type { Document } from './read-store.js';

/** Guards shared by the adapters' write paths: the position guard is only sound for integer positions. */

export function assertPosition(position: number): number {
  if (!Number.isSafeInteger(position) || position < 0) {
    throw new RangeError(`Position must be a non-negative integer, got ${String(position)}`);
  }
  return position;
}

export function assertDocument(doc: Document): Document {
  if (typeof doc.id !== 'string' || doc.id === '') throw new TypeError('A document needs a non-empty string id');
  return doc;
}
