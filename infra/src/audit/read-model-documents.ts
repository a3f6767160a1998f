import type { Document, ReadStore, Stored } from '@sb/platform';

// Pages of 10,000: skip/limit re-reads the skipped documents, so the cost grows with the square of the collection over the page.
const PAGE = 10_000;

/** Every document of a read-model collection, one page (an array) at a time (read only). */
export async function* documentPagesOf(store: ReadStore, collection: string): AsyncGenerator<Stored<Document>[]> {
  const documents = store.collection(collection);
  for (let skip = 0; ; skip += PAGE) {
    const page = await documents.find({}, { limit: PAGE, skip });
    yield page;
    if (page.length < PAGE) return;
  }
}

/** Every document of a read-model collection, a page at a time (read only). */
export async function* documentsOf(store: ReadStore, collection: string): AsyncGenerator<Stored<Document>> {
  for await (const page of documentPagesOf(store, collection)) yield* page;
}
