import { sameJson } from './data-diff.js';
import type { Mismatch } from './mismatch.js';
import { isOwned, type DocumentOwner, type DocumentRow, type ReadModelRows } from './read-model-rows.js';

/**
 * What the log says one read-model document must hold, and where in the log that comes from. `fields` holds the
 * compared fields (the collection's field list, compareCollection's `fields`).
 */
export type Expectation = { stream: string; revision: number | null; fields: Record<string, unknown> };

export type CollectionComparison = { collection: string; documents: number; skipped: number; mismatches: Mismatch[] };

export type CollectionCheck = {
  collection: string;
  /** The fields every expectation of the collection holds, compared in this order. */
  fields: readonly string[];
  /** What the log says the document must hold; undefined when the log has no such document. */
  expectationOf: (row: DocumentRow) => Expectation | undefined;
  /** Every document the log expects whose id is not in `seen` (the documents found): the ones missing. */
  everyExpected: (seen: ReadonlySet<unknown>) => Iterable<[string, Expectation]>;
  /** The documents this audit checks (a worker checks only its own players' documents); every one when undefined. */
  owner?: DocumentOwner;
};

/**
 * Compares a read-model collection with what the log says it must hold, without changing it: every document
 * the log expects must be there with the expected fields, and no other document may be. A document written
 * after `upTo` (a running stack moved on since the audit read the log) is skipped and counted. The documents are
 * read a page at a time as rows of the compared fields (read-model-rows.ts).
 */
export async function compareCollection(
  rows: ReadModelRows,
  upTo: number,
  { collection, fields, expectationOf, everyExpected, owner }: CollectionCheck,
): Promise<CollectionComparison> {
  const mismatches: Mismatch[] = [];
  const seen = new Set<unknown>();
  let documents = 0;
  let skipped = 0;
  for await (const page of rows.pages(collection, fields, owner)) {
    for (const row of page) {
      if (owner && !isOwned(owner, row)) continue;
      documents += 1;
      seen.add(row.id);
      if ((row.position as number) > upTo) {
        skipped += 1;
        continue;
      }
      const expected = expectationOf(row);
      if (!expected) {
        mismatches.push({
          stream: collection,
          revision: null,
          position: row.position as number,
          field: `${collection}[${String(row.id)}]`,
          expected: null,
          found: await rows.whole(collection, String(row.id)),
        });
        continue;
      }
      for (let i = 0; i < fields.length; i += 1) {
        const field = fields[i] as string;
        const value = expected.fields[field];
        const found = row.values[i];
        if (sameJson(found, value ?? null)) continue;
        mismatches.push({
          stream: expected.stream,
          revision: expected.revision,
          position: null,
          field: `${collection}[${String(row.id)}].${field}`,
          expected: value,
          found,
        });
      }
    }
  }
  for (const [id, expected] of everyExpected(seen)) {
    mismatches.push({
      stream: expected.stream,
      revision: expected.revision,
      position: null,
      field: `${collection}[${id}]`,
      expected: expected.fields,
      found: null,
    });
  }
  return { collection, documents, skipped, mismatches };
}
