import type { Filter as MongoFilter, Document as MongoDocument, Sort } from 'mongodb';
import type { Condition, SortKey } from '../query.js';

/**
 * Renders a checked query for MongoDB. Operators are spelled out (`$eq`, never a bare value), so a value can
 * never be read as an operator; the port's semantics (null matches missing, $ne matches missing, ranges
 * stay within one BSON type) are MongoDB's own.
 */
export function toMongoFilter<Schema extends MongoDocument>(conditions: Condition[]): MongoFilter<Schema> {
  const filter: Record<string, Record<string, unknown>> = {};
  for (const condition of conditions) {
    const operand = condition.op === 'in' ? condition.values : condition.value;
    filter[condition.path] = { ...filter[condition.path], [`$${condition.op}`]: operand };
  }
  return filter as MongoFilter<Schema>;
}

/** `_id` breaks ties so that skip/limit pages are stable, as the SQLite adapter's `id` tie-break does. */
export function toMongoSort(keys: SortKey[]): Sort {
  const sort: Record<string, 1 | -1> = {};
  for (const { path, direction } of keys) sort[path] = direction;
  return { ...sort, _id: 1 };
}
