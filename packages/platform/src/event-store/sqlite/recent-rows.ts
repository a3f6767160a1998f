import type { EventRow } from './sqlite-statements.js';

/** How many of the last appended rows are kept: seconds of a busy log, a few MB. */
const DEFAULT_CAPACITY = 4_096;

/**
 * The rows this store appended last, in position order and without gaps, so its subscriptions (several per
 * process, each woken by every append) read the tail of the log from memory instead of querying SQLite each time.
 * A read it cannot answer in full answers undefined and the caller reads the table: a position before the rows it
 * holds or after the last, or any read once another connection appended in between (a gap in the positions starts
 * the run again from the next append of this store; one after this store's last append is known only to a store
 * that watches the file, which then forgets the tail).
 */
export const createRecentRows = (capacity = DEFAULT_CAPACITY) => {
  /** rows[i].position === first + i. */
  let rows: EventRow[] = [];
  let first = 0;

  return {
    /** Rows this store has just committed, in position order. */
    add(appended: readonly EventRow[]) {
      for (const row of appended) {
        if (row.position !== first + rows.length) {
          rows = [];
          first = row.position;
        }
        rows.push(row);
      }
      // Trimmed in steps of `capacity`, so the copy is paid once per `capacity` appends, not on each.
      if (rows.length > 2 * capacity) {
        first += rows.length - capacity;
        rows = rows.slice(rows.length - capacity);
      }
    },

    /** Drops every row: another connection may have appended after them, so the next read goes to the table. */
    forget() {
      rows = [];
    },

    /** The rows after `position` (at most `maxCount`, -1 for all), or undefined when this tail does not hold them. */
    after(position: number, maxCount: number): EventRow[] | undefined {
      const start = position + 1 - first;
      if (rows.length === 0 || start < 0 || start > rows.length) return undefined;
      return rows.slice(start, maxCount < 0 ? undefined : start + maxCount);
    },
  };
};
