import Database from 'better-sqlite3';
import type { DocumentRow, ReadModelRows } from './read-model-rows.js';

/**
 * Whether a worker may own a document whose owner field SQLite reads as `value`: a player id it owns, and every
 * value that is not a plain string (null, a number or boolean, an object's JSON text), since the comparison reads
 * those through JSON.parse and names their owner differently (its own check, isOwned, then decides). Filtering
 * those by their SQL text dropped a document with an object owner from every worker.
 */
const mayOwn = (value: unknown, owns: (userId: string) => boolean) =>
  typeof value !== 'string' || value.startsWith('{') || value.startsWith('[') || owns(value);

/** Rows per page, read by rowid (keyset), so a page never re-reads the pages before it as skip/limit does. */
const ROWS_PER_PAGE = 10_000;

/** The SQLite read store's table of a collection (packages/platform's sqlite-tables.ts: `rs_<name>`). */
const tableOf = (collection: string) => `"rs_${collection.replaceAll('"', '""')}"`;

/** `'$.field'` for json_extract (the read models' field names are plain identifiers). */
const pathOf = (field: string) => {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(field)) throw new Error(`Not a plain field name: ${field}`);
  return `'$.${field}'`;
};

/**
 * The SQLite read models read for an audit on a read-only connection of its own: SQLite's json_extract picks the
 * compared fields out of each stored document (one JSON array per row, parsed in JavaScript), instead of every
 * document being parsed whole into objects (~2x cheaper a document, and most of a document is not compared).
 * The values are the document's own: json_extract answers a missing field as null, as `doc[field] ?? null` does.
 */
export function openSqliteReadModelRows(path: string): ReadModelRows & { close(): void } {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  // A worker's share, asked by SQLite for each row's owner id: other workers' rows never reach JavaScript.
  let owns: (userId: string) => boolean = () => true;
  db.function('audit_owns', { deterministic: true, varargs: false }, (userId: unknown) =>
    mayOwn(userId, owns) ? 1 : 0,
  );
  const tableExists = db.prepare<[string], { n: number }>(
    "SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = ?",
  );
  return {
    async *pages(collection, fields, owner) {
      if (tableExists.get(`rs_${collection}`)?.n !== 1) return;
      const paths = ['id', 'userId', '_position', ...fields].map(pathOf).join(', ');
      const share = owner ? ` AND audit_owns(json_extract(doc, ${pathOf(owner.field)}))` : '';
      const page = db
        .prepare<[number, number], [number, string]>(
          `SELECT rowid, json_extract(doc, ${paths}) FROM ${tableOf(collection)} ` +
            `WHERE rowid > ?${share} ORDER BY rowid LIMIT ?`,
        )
        .raw(true);
      for (let after = 0; ;) {
        // Set for each page (read synchronously), so two reads in turn never see each other's share.
        if (owner) owns = owner.owns;
        const raws = page.all(after, ROWS_PER_PAGE);
        const rows: DocumentRow[] = new Array<DocumentRow>(raws.length);
        for (let i = 0; i < raws.length; i += 1) {
          const [id, userId, position, ...values] = JSON.parse(raws[i]![1]) as unknown[];
          rows[i] = { id, userId, position, values };
        }
        yield rows;
        if (raws.length < ROWS_PER_PAGE) return;
        after = raws[raws.length - 1]![0];
      }
    },
    async whole(collection, id) {
      const row = db.prepare<[string], { doc: string }>(`SELECT doc FROM ${tableOf(collection)} WHERE id = ?`).get(id);
      return row === undefined ? null : (JSON.parse(row.doc) as unknown);
    },
    close: () => db.close(),
  };
}
