import { createHash } from 'node:crypto';
import { canonicalJson } from '@sb/domain';
import type { ReadStore } from '@sb/platform';
import type { Projection } from '@sb/projectors';
import { documentsOf } from './read-model-documents.js';

export type CollectionChecksum = { readModel: string; collection: string; documents: number; checksum: string };

/**
 * Count and SHA-256 of a collection's content: every document in id order as canonical JSON, without the log
 * position it was written at (a rebuild may write a document at another event with the same content).
 */
export async function collectionChecksum(store: ReadStore, readModel: string, collection: string) {
  const hash = createHash('sha256');
  let documents = 0;
  for await (const { _position: _ignored, ...doc } of documentsOf(store, collection)) {
    documents += 1;
    hash.update(canonicalJson(doc)).update('\n');
  }
  return { readModel, collection, documents, checksum: hash.digest('hex') } satisfies CollectionChecksum;
}

/** Every collection of every given read model. */
export async function readModelChecksums(store: ReadStore, projections: readonly Projection[]) {
  const sums: CollectionChecksum[] = [];
  for (const projection of projections)
    for (const collection of projection.collections)
      sums.push(await collectionChecksum(store, projection.name, collection));
  return sums;
}
