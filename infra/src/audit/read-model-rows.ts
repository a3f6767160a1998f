import type { ReadStore } from '@sb/platform';
import { documentPagesOf } from './read-model-documents.js';

/**
 * What the comparison reads of one read-model document: its id, its userId and log position (`_position`), and
 * the fields it compares, in the order asked for (a missing field is null, as `doc[field] ?? null`).
 */
export type DocumentRow = { id: unknown; userId: unknown; position: unknown; values: unknown[] };

/** Whose a document is (a worker compares only its own players' documents): the player id in `field`. */
export type DocumentOwner = { field: 'id' | 'userId'; owns: (userId: string) => boolean };

/** Whether the document of `row` is owned as `owner` says (a missing id is the string 'null', as before). */
export const isOwned = (owner: DocumentOwner, row: DocumentRow) => owner.owns(String(row[owner.field]));

/**
 * The documents of a collection a page at a time, as rows of the named fields (read only). With `owner`, a reader
 * may leave out other owners' documents (a worker's share; the comparison checks each row's owner all the same).
 * `whole` reads one document in full, for a report that shows what was found.
 */
export type ReadModelRows = {
  pages(collection: string, fields: readonly string[], owner?: DocumentOwner): AsyncIterable<DocumentRow[]>;
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
