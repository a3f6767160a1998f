import type { ReadStore } from '@sb/platform';
import { documentPagesOf } from './read-model-documents.js';

/**
 * What the comparison reads of one read-model document: its id, its userId and log position (`_position`), and
 * the fields it compares, in the order asked for (a missing field is null, as `doc[field] ?? null`).
 */
export type DocumentRow = { id: unknown; userId: unknown; position: unknown; values: unknown[] };

/**
 * The documents of a collection a page at a time, as rows of the named fields (read only). `whole` reads one
 * document in full, for a report that shows what was found.
 */
export type ReadModelRows = {
  pages(collection: string, fields: readonly string[]): AsyncIterable<DocumentRow[]>;
  whole(collection: string, id: string): Promise<unknown>;
};

const nullish = (value: unknown) => value ?? null;

/** Any read store through its port (MongoDB): whole documents read a page at a time, the fields picked here. */
export const storeRows = (store: ReadStore): ReadModelRows => ({
  async *pages(collection, fields) {
    for await (const page of documentPagesOf(store, collection)) {
      yield page.map((doc) => ({
        id: nullish(doc.id),
        userId: nullish(doc.userId),
        position: nullish(doc._position),
        values: fields.map((field) => nullish((doc as Record<string, unknown>)[field])),
      }));
    }
  },
  whole: (collection, id) => store.collection(collection).get(id),
});
