import { walletDecider } from '@sb/domain';
import { loadDeciderState, type EventStore, type NewEvent } from '@sb/platform';
import { benchGame } from './bench-games.js';
import { createBenchPlayer } from './bench-player.js';
import { seededRandom } from './seeded-random.js';

const START = Date.parse('2029-12-31T13:00:00.000Z');

/**
 * One busy player's wallet stream of exactly `events` events lived through the wallet decider (bench-player.ts:
 * bets placed and settled, re-settlements, casino rounds, adjustments, free play, seed rotations), one command
 * every 40 s of its clock, so the stream spans weeks as a busy player's would. Deterministic.
 */
export function busyWallet(events: number, userId = '00000000-0000-4000-8000-000000000001') {
  const random = seededRandom(15);
  let tick = 0;
  const clock = () => new Date(START + (tick += 40_000)).toISOString();
  const games = Array.from({ length: 50 }, (_, n) => benchGame(n));
  const player = createBenchPlayer(userId, games, random, clock);
  const written: NewEvent[] = [...player.start()];
  while (written.length < events) written.push(...player.step());
  return { streamId: player.streamId, events: written.slice(0, events) };
}

/**
 * Appends a busy wallet's events as the command side would have left them: the first `snapshotAt` events (a
 * multiple of the snapshot interval), one load (which saves the snapshot there, as the command that wrote the last
 * of them would have), then the rest (fewer than the interval, so no later load saves another): a cold load meets
 * the snapshot and a tail of events.length - snapshotAt.
 */
export async function appendWithSnapshot(
  store: EventStore,
  streamId: string,
  events: readonly NewEvent[],
  snapshotAt: number,
) {
  let revision: number | 'no_stream' = 'no_stream';
  const appendRange = async (from: number, end: number) => {
    for (let start = from; start < end; start += 1_000) {
      const result = await store.append(streamId, events.slice(start, Math.min(start + 1_000, end)), revision);
      revision = result.nextExpectedRevision;
    }
  };
  await appendRange(0, snapshotAt);
  await loadDeciderState(store, { streamId, decider: walletDecider });
  await appendRange(snapshotAt, events.length);
  return store.snapshots?.load(streamId)?.state.byteLength ?? 0;
}
