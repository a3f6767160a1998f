/** Which share of the players one audit worker checks: players are split by a hash of their user id. */
export type Partition = { index: number; count: number };

export const WHOLE_LOG: Partition = { index: 0, count: 1 };

/** FNV-1a of the id, modulo the number of partitions. */
export function partitionOf(userId: string, count: number): number {
  if (count === 1) return 0;
  let hash = 0x811c9dc5;
  for (let i = 0; i < userId.length; i += 1) {
    hash ^= userId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % count;
}

export const ownedBy = (partition: Partition) => (userId: string) =>
  partitionOf(userId, partition.count) === partition.index;

/** The first partition also counts what no player owns (games, odds, usernames...), so the shares add up. */
export const countsShared = (partition: Partition) => partition.index === 0;
