import type { ComparisonOperator, Condition, Query, SortKey } from '../query.js';
import type { Scalar } from '../read-store.js';

/**
 * Renders a checked query as SQL over the `doc` JSON column. Paths are inlined (they were validated by
 * `assertFieldPath`) because SQLite only uses an expression index when the query spells the same expression;
 * values are always bound parameters.
 *
 * SQLite's JSON functions return true/false as 1/0, so booleans are compared through `json_type`, and range
 * operators check the JSON type first so that, as in MongoDB, `$gt: 5` never matches a string or a boolean.
 */

export type SqlFragment = { sql: string; params: SqlValue[] };
type SqlValue = string | number;

export const extract = (path: string): string => `json_extract(doc, '$.${path}')`;
const jsonType = (path: string): string => `json_type(doc, '$.${path}')`;

const RANGE_SQL: Record<Exclude<ComparisonOperator, 'eq' | 'ne'>, string> = { lt: '<', lte: '<=', gt: '>', gte: '>=' };

export function whereClause(conditions: Condition[]): SqlFragment {
  const params: SqlValue[] = [];
  const parts = conditions.map((condition) => conditionSql(condition, params));
  return { sql: parts.length === 0 ? '' : `WHERE ${parts.join(' AND ')}`, params };
}

export function orderAndPage(query: Query): SqlFragment {
  const keys = query.sort.map(({ path, direction }: SortKey) => `${extract(path)} ${direction === 1 ? 'ASC' : 'DESC'}`);
  // `id` breaks ties so that skip/limit pages are stable, as the MongoDB adapter's `_id` tie-break does.
  const orderBy = `ORDER BY ${[...keys, 'id ASC'].join(', ')}`;
  // LIMIT and OFFSET are written into the SQL (parseQuery checked both are safe integers), as the log's reads do:
  // SQLite plans a literal limit better than a bound one, and a statement per distinct page is cached.
  const limit = query.limit === undefined ? '' : ` LIMIT ${query.limit}`;
  const offset = query.skip === 0 ? '' : `${limit === '' ? ' LIMIT -1' : ''} OFFSET ${query.skip}`;
  return { sql: `${orderBy}${limit}${offset}`, params: [] };
}

function conditionSql(condition: Condition, params: SqlValue[]): string {
  const { path } = condition;
  switch (condition.op) {
    case 'eq':
      return equalsSql(path, condition.value, params);
    case 'ne':
      return notEqualsSql(path, condition.value, params);
    case 'in':
      return inSql(path, condition.values, params);
    default:
      return rangeSql(path, condition.op, condition.value, params);
  }
}

function equalsSql(path: string, value: Scalar, params: SqlValue[]): string {
  if (value === null) return `${extract(path)} IS NULL`;
  if (typeof value === 'boolean') return `${jsonType(path)} IS '${String(value)}'`;
  params.push(value);
  return `${extract(path)} = ?`;
}

// `IS NOT` rather than `<>`, so a missing field (NULL) matches, as MongoDB's $ne does.
function notEqualsSql(path: string, value: Scalar, params: SqlValue[]): string {
  if (value === null) return `${extract(path)} IS NOT NULL`;
  if (typeof value === 'boolean') return `${jsonType(path)} IS NOT '${String(value)}'`;
  params.push(value);
  return `${extract(path)} IS NOT ?`;
}

function inSql(path: string, values: Scalar[], params: SqlValue[]): string {
  const parts: string[] = [];
  if (values.includes(null)) parts.push(`${extract(path)} IS NULL`);
  const booleans = values.filter((value) => typeof value === 'boolean').map((value) => `'${String(value)}'`);
  if (booleans.length > 0) parts.push(`${jsonType(path)} IN (${booleans.join(', ')})`);
  const others = values.filter((value) => typeof value === 'string' || typeof value === 'number');
  if (others.length > 0) {
    // One JSON parameter keeps the SQL text (and so the prepared statement) the same whatever the list length.
    params.push(JSON.stringify(others));
    parts.push(`${extract(path)} IN (SELECT value FROM json_each(?))`);
  }
  return parts.length === 0 ? '0' : `(${parts.join(' OR ')})`;
}

function rangeSql(path: string, op: keyof typeof RANGE_SQL, value: Scalar, params: SqlValue[]): string {
  // MongoDB: $lte/$gte null match null or missing; $lt/$gt null match nothing.
  if (value === null) return op === 'lte' || op === 'gte' ? `${extract(path)} IS NULL` : '0';
  const types =
    typeof value === 'string' ? `'text'` : typeof value === 'number' ? `'integer', 'real'` : `'true', 'false'`;
  params.push(typeof value === 'boolean' ? Number(value) : value);
  return `(${jsonType(path)} IN (${types}) AND ${extract(path)} ${RANGE_SQL[op]} ?)`;
}
