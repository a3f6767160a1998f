import type { Database, Statement } from 'better-sqlite3';
import { extract } from './filter-to-sql.js';

/**
 * One table per collection (`rs_<name>`: id TEXT PRIMARY KEY, doc JSON text, position INTEGER), created on
 * first use. A table of its own per collection makes `drop` a DROP TABLE, keeps each collection's expression
 * indexes next to its rows, and keeps one collection's size out of another's query plans.
 *
 * Names reaching here were validated by `assertCollectionName` / `assertFieldPath`; quoting is belt and braces.
 */
export type SqliteTables = {
  /** Creates the collection's table if this connection has not seen it yet; returns the quoted table name. */
  ensure(collection: string): string;
  /** Creates an expression index on `json_extract(doc, '$.<path>')`, the expression the filters render. */
  createIndex(collection: string, path: string): void;
  drop(collection: string): void;
  /** Forgets which tables exist, so the next use re-creates them (after a rollback that undid a CREATE). */
  forgetAll(): void;
  /** Prepared statements are cached by SQL text: filters of the same shape share one statement. */
  prepare(sql: string): Statement;
};

const STATEMENT_CACHE_LIMIT = 500;

const tableName = (collection: string): string => `"rs_${collection}"`;
const indexName = (collection: string, path: string): string => `"rs_${collection}:${path}"`;

export function createSqliteTables(db: Database): SqliteTables {
  const known = new Set<string>();
  const statements = new Map<string, Statement>();

  function ensure(collection: string): string {
    const table = tableName(collection);
    if (!known.has(collection)) {
      db.exec(
        `CREATE TABLE IF NOT EXISTS ${table} (id TEXT PRIMARY KEY, doc TEXT NOT NULL, position INTEGER NOT NULL)`,
      );
      known.add(collection);
    }
    return table;
  }

  return {
    ensure,
    createIndex(collection, path) {
      const table = ensure(collection);
      db.exec(`CREATE INDEX IF NOT EXISTS ${indexName(collection, path)} ON ${table} (${extract(path)})`);
    },
    drop(collection) {
      db.exec(`DROP TABLE IF EXISTS ${tableName(collection)}`);
      known.delete(collection);
    },
    forgetAll() {
      known.clear();
    },
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached) return cached;
      // Unbounded filter shapes would otherwise grow the cache for ever; re-preparing is cheap.
      if (statements.size >= STATEMENT_CACHE_LIMIT) statements.clear();
      const statement = db.prepare(sql);
      statements.set(sql, statement);
      return statement;
    },
  };
}
