import type { EventStore, ReadStore } from '@sb/platform';
import { allProjections, rebuildProjections, type Projection } from '@sb/projectors';
import { readModelChecksums, type CollectionChecksum } from './read-model-checksum.js';

export type RebuildRow = {
  readModel: string;
  collection: string;
  before: CollectionChecksum;
  after: CollectionChecksum;
  same: boolean;
};

export type RebuildCheck = { same: boolean; replayed: number; upTo: number; seconds: number; rows: RebuildRow[] };

/**
 * `audit rebuild`: checksums every read model, drops and rebuilds them all from the log (the projectors'
 * rebuildProjections), checksums again and says, per collection, whether count and content are the same.
 */
export async function rebuildAndCompare({
  eventStore,
  readStore,
  projections = allProjections,
}: {
  eventStore: EventStore;
  readStore: ReadStore;
  projections?: readonly Projection[];
}): Promise<RebuildCheck> {
  const started = performance.now();
  const before = await readModelChecksums(readStore, projections);
  const { replayed, upTo } = await rebuildProjections({ eventStore, readStore, projections, toHead: true });
  const after = await readModelChecksums(readStore, projections);
  const rows = before.map((was, index): RebuildRow => {
    const now = after[index] ?? { ...was, documents: 0, checksum: '' };
    const same = was.documents === now.documents && was.checksum === now.checksum;
    return { readModel: was.readModel, collection: was.collection, before: was, after: now, same };
  });
  const seconds = (performance.now() - started) / 1000;
  return { same: rows.every((row) => row.same), replayed, upTo, seconds, rows };
}

/** The before/after table printed by `audit rebuild`. */
export function formatRebuildTable(check: RebuildCheck): string {
  const header = [
    'read model',
    'collection',
    'documents before',
    'documents after',
    'checksum before',
    'checksum after',
    '',
  ];
  const rows = check.rows.map((row) => [
    row.readModel,
    row.collection,
    String(row.before.documents),
    String(row.after.documents),
    row.before.checksum.slice(0, 16),
    row.after.checksum.slice(0, 16),
    row.same ? 'same' : 'DIFFERENT',
  ]);
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)));
  const render = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  const verdict = check.same
    ? 'REBUILT: every read model is the same as before'
    : 'DIFFERENT: the rebuilt read models differ from what was there before (the rebuilt ones are now in place)';
  return [
    render(header),
    ...rows.map(render),
    `${check.replayed.toLocaleString('en-US')} events replayed up to position ${check.upTo} in ${check.seconds.toFixed(2)} s`,
    verdict,
    '',
  ].join('\n');
}
