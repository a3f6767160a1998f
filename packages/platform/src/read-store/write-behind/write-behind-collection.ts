import type { Collection, Document, DocumentWrite, Filter, FindOptions, Stored } from '../read-store.js';
import { assertDocument, assertPosition } from '../writes.js';

/**
 * What the overlay holds of one document. `blind`: a put of a document never read, not yet checked against the
 * store: the store's own position guard decides at flush, and a read first looks the stored copy up and keeps
 * the newer of the two. Otherwise `doc` is what the store will hold after the writes so far (null: none),
 * `dirty` when that still has to be written, and `stored` the position of the store's own copy (-1: none).
 */
type Entry = { doc: Stored<Document> | null; blind: boolean; dirty: boolean; stored: number };

export type WriteBehindCollection = Collection & {
  /** Writes this collection's changes to the store underneath and forgets what it held. */
  flush(): Promise<void>;
};

/**
 * One collection of the write-behind overlay (see write-behind-read-store.ts). Documents handed out by `get`
 * are the overlay's own objects (no copy per read): callers must treat them as read-only, as the projections,
 * which build a new document for every change, do.
 */
export function createWriteBehindCollection(under: Collection): WriteBehindCollection {
  const entries = new Map<string, Entry>();

  const fromStore = (stored: Stored<Document> | null): Entry => ({
    doc: stored,
    blind: false,
    dirty: false,
    stored: stored?._position ?? -1,
  });

  const known = async (id: string): Promise<Entry> => {
    const entry = entries.get(id);
    if (entry && !entry.blind) return entry;
    const stored = await under.get(id);
    if (!entry) {
      const read = fromStore(stored);
      entries.set(id, read);
      return read;
    }
    const pending = entry.doc as Stored<Document>;
    const storeWins = stored !== null && stored._position >= pending._position;
    const resolved = storeWins ? fromStore(stored) : { ...fromStore(stored), doc: pending, dirty: true };
    entries.set(id, resolved);
    return resolved;
  };

  const writesOf = () => {
    const deletes: DocumentWrite[] = [];
    const puts: DocumentWrite[] = [];
    for (const [id, entry] of entries) {
      if (!entry.dirty) continue;
      const { doc } = entry;
      // A copy at or after the new document's position can only be there if it was deleted first: delete it too.
      if (entry.stored >= 0 && (doc === null || entry.stored >= doc._position)) deletes.push({ delete: id });
      if (doc) puts.push({ put: doc, position: doc._position });
    }
    return { deletes, puts };
  };

  const flush = async () => {
    const { deletes, puts } = writesOf();
    entries.clear();
    await under.writeMany(deletes);
    await under.writeMany(puts);
  };

  const put = async (doc: Document, position: number): Promise<boolean> => {
    assertDocument(doc);
    assertPosition(position);
    const entry = entries.get(doc.id);
    const current = entry?.doc;
    if (current && current._position >= position) return false;
    const next = { ...doc, _position: position };
    // Reports true when the write waits on the store's guard (a blind put): the port's callers do not rely on it.
    if (!entry) entries.set(doc.id, { doc: next, blind: true, dirty: true, stored: -1 });
    else {
      entry.doc = next;
      entry.dirty = true;
    }
    return true;
  };

  const remove = async (id: string, position?: number): Promise<boolean> => {
    if (position !== undefined) assertPosition(position);
    const entry = await known(id);
    if (!entry.doc || (position !== undefined && entry.doc._position > position)) return false;
    entry.doc = null;
    entry.dirty = true;
    return true;
  };

  return {
    flush,
    async get(id) {
      return (await known(id)).doc;
    },
    // Queries run on the store, so they see the overlay's changes once written (in the caller's transaction).
    async find(filter?: Filter, options?: FindOptions) {
      await flush();
      return under.find(filter, options);
    },
    async count(filter?: Filter) {
      await flush();
      return under.count(filter);
    },
    put,
    delete: remove,
    async deleteMany(filter) {
      await flush();
      return under.deleteMany(filter);
    },
    async writeMany(writes) {
      for (const write of writes) {
        if ('put' in write) await put(write.put, write.position);
        else await remove(write.delete, write.position);
      }
    },
    ensureIndex: (field) => under.ensureIndex(field),
    async drop() {
      entries.clear();
      await under.drop();
    },
  };
}
