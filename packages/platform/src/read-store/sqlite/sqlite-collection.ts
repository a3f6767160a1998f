import { assertCollectionName, assertFieldPath } from '../names.js';
import { parseFilter, parseQuery } from '../query.js';
import type { Collection, Document, Filter, FindOptions, Stored } from '../read-store.js';
import { assertDocument, assertPosition } from '../writes.js';
import { orderAndPage, whereClause } from './filter-to-sql.js';
import type { SqliteTables } from './sqlite-tables.js';
import type { BatchScope, TransactionSerializer } from './serialized-transactions.js';

/**
 * The stored JSON includes `_position`, so filters and sorts on it work like on any field; the `position`
 * column duplicates it for the write guard. Every operation goes through the serializer (see
 * serialized-transactions.ts) so it never runs inside somebody else's open batch. Methods are async so
 * that invalid input rejects rather than throws.
 */
export function createSqliteCollection<T extends Document>(
  name: string,
  tables: SqliteTables,
  serializer: TransactionSerializer,
  /** The open batch this collection was taken from, whose transaction its operations join. */
  scope?: BatchScope,
): Collection<T> {
  assertCollectionName(name);
  const parse = (row: unknown): Stored<T> => JSON.parse((row as { doc: string }).doc) as Stored<T>;
  const table = (): string => tables.ensure(name);
  const inTurn = <R>(operation: () => R): Promise<R> => serializer.run(operation, scope);
  const upsert = () => {
    const into = table();
    return tables.prepare(
      `INSERT INTO ${into} (id, doc, position) VALUES (?, ?, ?) ON CONFLICT (id) DO UPDATE ` +
        `SET doc = excluded.doc, position = excluded.position WHERE excluded.position > ${into}.position`,
    );
  };
  const remove = (id: string, position: number | undefined): boolean => {
    const guarded = position !== undefined;
    const sql = `DELETE FROM ${table()} WHERE id = ?${guarded ? ' AND position <= ?' : ''}`;
    return tables.prepare(sql).run(...(guarded ? [id, position] : [id])).changes > 0;
  };

  return {
    async get(id) {
      return inTurn(() => {
        const row = tables.prepare(`SELECT doc FROM ${table()} WHERE id = ?`).get(id);
        return row === undefined ? null : parse(row);
      });
    },
    async find(filter?: Filter, options?: FindOptions) {
      const query = parseQuery(filter, options);
      if (query.limit === 0) return [];
      const where = whereClause(query.conditions);
      const page = orderAndPage(query);
      return inTurn(() =>
        tables
          .prepare(`SELECT doc FROM ${table()} ${where.sql} ${page.sql}`)
          .all(...where.params, ...page.params)
          .map(parse),
      );
    },
    async count(filter?: Filter) {
      const where = whereClause(parseFilter(filter));
      return inTurn(() => {
        const row = tables.prepare(`SELECT count(*) AS n FROM ${table()} ${where.sql}`).get(...where.params);
        return (row as { n: number }).n;
      });
    },
    async put(doc, position) {
      assertDocument(doc);
      assertPosition(position);
      const json = JSON.stringify({ ...doc, _position: position });
      return inTurn(() => upsert().run(doc.id, json, position).changes > 0);
    },
    async delete(id, position) {
      if (position !== undefined) assertPosition(position);
      return inTurn(() => remove(id, position));
    },
    async writeMany(writes) {
      const rows = writes.map((write) => {
        if ('put' in write) {
          assertDocument(write.put);
          assertPosition(write.position);
          const json = JSON.stringify({ ...write.put, _position: write.position });
          return { id: write.put.id, json, position: write.position };
        }
        if (write.position !== undefined) assertPosition(write.position);
        return { id: write.delete, json: undefined, position: write.position };
      });
      if (rows.length === 0) return;
      return inTurn(() => {
        const statement = upsert();
        for (const { id, json, position } of rows) {
          if (json === undefined) remove(id, position);
          else statement.run(id, json, position);
        }
      });
    },
    async deleteMany(filter) {
      const where = whereClause(parseFilter(filter));
      return inTurn(() => tables.prepare(`DELETE FROM ${table()} ${where.sql}`).run(...where.params).changes);
    },
    async ensureIndex(field) {
      assertFieldPath(field);
      return inTurn(() => tables.createIndex(name, field));
    },
    async drop() {
      return inTurn(() => tables.drop(name));
    },
  };
}
