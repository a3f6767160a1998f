import type { Document, ReadStore, Stored } from '@sb/platform';

const PAGE = 2_000;

/** Every document of a read-model collection, a page at a time (read only). */
export async function* documentsOf(store: ReadStore, collection: string): AsyncGenerator<Stored<Document>> {
  const documents = store.collection(collection);
  for (let skip = 0; ; skip += PAGE) {
    const page = await documents.find({}, { limit: PAGE, skip });
    yield* page;
    if (page.length < PAGE) return;
  }
}
