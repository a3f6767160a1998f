import { assertFieldPath } from './names.js';
import type { Filter, FindOptions, Scalar } from './read-store.js';

/**
 * Filters and find options checked and normalised once, so the SQLite and MongoDB translations only render
 * what is valid here: a wrong operator or value fails the same way on both adapters.
 */

export type ComparisonOperator = 'eq' | 'ne' | 'lt' | 'lte' | 'gt' | 'gte';

export type Condition =
  { path: string; op: ComparisonOperator; value: Scalar } | { path: string; op: 'in'; values: Scalar[] };

export type SortKey = { path: string; direction: 1 | -1 };

export type Query = { conditions: Condition[]; sort: SortKey[]; limit?: number; skip: number };

const OPERATORS: Record<string, ComparisonOperator | 'in'> = {
  $in: 'in',
  $ne: 'ne',
  $lt: 'lt',
  $lte: 'lte',
  $gt: 'gt',
  $gte: 'gte',
};

export class InvalidQuery extends Error {
  override readonly name = 'InvalidQuery';
}

export function parseFilter(filter: Filter = {}): Condition[] {
  return Object.entries(filter).flatMap(([path, condition]) => {
    assertFieldPath(path);
    if (condition === null || typeof condition !== 'object') return [{ path, op: 'eq', value: scalar(condition) }];
    const entries = Object.entries(condition);
    if (entries.length === 0) throw new InvalidQuery(`Empty condition on ${path}`);
    return entries.map(([key, operand]): Condition => {
      const op = OPERATORS[key];
      if (op === undefined) throw new InvalidQuery(`Unknown operator ${key} on ${path}`);
      if (op !== 'in') return { path, op, value: scalar(operand) };
      if (!Array.isArray(operand)) throw new InvalidQuery(`$in on ${path} needs an array`);
      return { path, op, values: operand.map(scalar) };
    });
  });
}

export function parseQuery(filter: Filter | undefined, options: FindOptions = {}): Query {
  const sort = Object.entries(options.sort ?? {}).map(([path, direction]) => {
    assertFieldPath(path);
    if (direction !== 1 && direction !== -1) throw new InvalidQuery(`Sort direction of ${path} must be 1 or -1`);
    return { path, direction };
  });
  const query: Query = { conditions: parseFilter(filter), sort, skip: count('skip', options.skip ?? 0) };
  if (options.limit !== undefined) query.limit = count('limit', options.limit);
  return query;
}

function scalar(value: unknown): Scalar {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  throw new InvalidQuery(`Filter values must be strings, finite numbers, booleans or null, got ${String(value)}`);
}

function count(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new InvalidQuery(`${name} must be a non-negative integer`);
  return value;
}
