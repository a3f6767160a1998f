import type { Document, ReadStore, Stored } from '@sb/platform';
import { sameJson } from './data-diff.js';
import type { Mismatch } from './mismatch.js';
import { documentsOf } from './read-model-documents.js';

/** What the log says one read-model document must hold, and where in the log that comes from. */
export type Expectation = { stream: string; revision: number | null; fields: Record<string, unknown> };

export type CollectionComparison = { collection: string; documents: number; skipped: number; mismatches: Mismatch[] };

/**
 * Compares a read-model collection with what the log says it must hold, without changing it: every document
 * the log expects must be there with the expected fields, and no other document may be. A document written
 * after `upTo` (a running stack moved on since the audit read the log) is skipped and counted.
 */
export async function compareCollection(
  store: ReadStore,
  collection: string,
  upTo: number,
  expectationOf: (doc: Stored<Document>) => Expectation | undefined,
  everyExpected: () => Iterable<[string, Expectation]>,
  /** Whether this audit checks the document (a worker checks only its own players' documents). */
  isMine: (doc: Stored<Document>) => boolean = () => true,
): Promise<CollectionComparison> {
  const mismatches: Mismatch[] = [];
  const seen = new Set<string>();
  let documents = 0;
  let skipped = 0;
  for await (const doc of documentsOf(store, collection)) {
    if (!isMine(doc)) continue;
    documents += 1;
    seen.add(doc.id);
    if (doc._position > upTo) {
      skipped += 1;
      continue;
    }
    const expected = expectationOf(doc);
    if (!expected) {
      const field = `${collection}[${doc.id}]`;
      mismatches.push({
        stream: collection,
        revision: null,
        position: doc._position,
        field,
        expected: null,
        found: doc,
      });
      continue;
    }
    for (const [field, value] of Object.entries(expected.fields)) {
      const found = (doc as Record<string, unknown>)[field] ?? null;
      if (sameJson(found, value ?? null)) continue;
      const at = `${collection}[${doc.id}].${field}`;
      mismatches.push({
        stream: expected.stream,
        revision: expected.revision,
        position: null,
        field: at,
        expected: value,
        found,
      });
    }
  }
  for (const [id, expected] of everyExpected()) {
    if (seen.has(id)) continue;
    const field = `${collection}[${id}]`;
    mismatches.push({
      stream: expected.stream,
      revision: expected.revision,
      position: null,
      field,
      expected: expected.fields,
      found: null,
    });
  }
  return { collection, documents, skipped, mismatches };
}
