import { expect, it } from 'vitest';
import type { RecordedEvent } from '../event-store.js';
import type { CurrentFixture } from './contract-fixtures.js';
import { expectStrictlyIncreasingPositions, ids, newEvents, ofStreams, uniqueStreamId } from './contract-fixtures.js';

export function readAllContract(current: CurrentFixture): void {
  it('reads the whole log after a position, in the order the events were appended', async () => {
    const { store } = current();
    const [a, b] = [uniqueStreamId(), uniqueStreamId()];
    const headBefore = await store.headPosition();
    const [a1, b1, a2] = [newEvents(2), newEvents(1), newEvents(2)];
    await store.append(a, a1);
    const afterFirst = await store.append(b, b1);
    await store.append(a, a2);

    const log = ofStreams(await store.readAll({ afterPosition: headBefore }), [a, b]);
    const rest = ofStreams(await store.readAll({ afterPosition: afterFirst.position }), [a, b]);

    expect(ids(log)).toEqual(ids([...a1, ...b1, ...a2]));
    expectStrictlyIncreasingPositions(log);
    const streamA = await store.readStream(a);
    expect(log.filter((e) => e.streamId === a)).toEqual(streamA);
    expect(ids(rest)).toEqual(ids(a2));
  });

  it('pages through the log with maxCount', async () => {
    const { store } = current();
    const streamId = uniqueStreamId();
    const headBefore = await store.headPosition();
    const events = newEvents(5);
    const { position: lastPosition } = await store.append(streamId, events);

    const collected: RecordedEvent[] = [];
    let checkpoint = headBefore;
    while (checkpoint < lastPosition) {
      const page = await store.readAll({ afterPosition: checkpoint, maxCount: 2 });
      expect(page.length).toBeGreaterThan(0);
      expect(page.length).toBeLessThanOrEqual(2);
      collected.push(...page);
      checkpoint = page.at(-1)?.position ?? checkpoint;
    }

    expect(ids(ofStreams(collected, [streamId]))).toEqual(ids(events));
    expectStrictlyIncreasingPositions(collected);
  });

  it('reports the position of the last event as the head', async () => {
    const { store } = current();
    const streamId = uniqueStreamId();

    const first = await store.append(streamId, newEvents(1));
    expect(await store.headPosition()).toBe(first.position);
    const second = await store.append(streamId, newEvents(3));
    expect(await store.headPosition()).toBe(second.position);
    expect(second.position).toBeGreaterThan(first.position);
  });
}
