import { expect, it } from 'vitest';
import type { CurrentFixture } from './contract-fixtures.js';
import { expectStrictlyIncreasingPositions, ids, newEvent, newEvents, uniqueStreamId } from './contract-fixtures.js';

export function appendAndReadContract(current: CurrentFixture): void {
  it('appends events and reads them back in revision order with ids, revisions and positions', async () => {
    const { store } = current();
    const streamId = uniqueStreamId();
    const events = newEvents(3);

    const result = await store.append(streamId, events, 'no_stream');
    const read = await store.readStream(streamId);

    expect(ids(read)).toEqual(ids(events));
    expect(read.map((e) => e.revision)).toEqual([0, 1, 2]);
    expect(read.map((e) => [e.streamId, e.type, e.data])).toEqual(events.map((e) => [streamId, e.type, e.data]));
    expectStrictlyIncreasingPositions(read);
    expect(result).toEqual({ nextExpectedRevision: 2, position: read[2]?.position });
  });

  it('generates distinct ids for events appended without one', async () => {
    const { store } = current();
    const streamId = uniqueStreamId();
    const { id: _first, ...withoutId } = newEvent();
    const { id: _second, ...alsoWithoutId } = newEvent();

    await store.append(streamId, [withoutId, alsoWithoutId]);
    const [first, second] = await store.readStream(streamId);

    expect(first?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first?.id).not.toBe(second?.id);
  });

  it('returns [] for a stream that does not exist, in both directions', async () => {
    const { store } = current();
    const streamId = uniqueStreamId();

    expect(await store.readStream(streamId)).toEqual([]);
    expect(await store.readStream(streamId, { direction: 'backwards' })).toEqual([]);
  });

  it('reads forwards from a revision, bounded by maxCount', async () => {
    const { store } = current();
    const streamId = uniqueStreamId();
    await store.append(streamId, newEvents(5));

    const slice = await store.readStream(streamId, { fromRevision: 1, maxCount: 2 });
    const tail = await store.readStream(streamId, { fromRevision: 3 });
    const pastTheEnd = await store.readStream(streamId, { fromRevision: 5 });

    expect(slice.map((e) => e.revision)).toEqual([1, 2]);
    expect(tail.map((e) => e.revision)).toEqual([3, 4]);
    expect(pastTheEnd).toEqual([]);
  });

  it('reads backwards from the end or from a revision, bounded by maxCount', async () => {
    const { store } = current();
    const streamId = uniqueStreamId();
    await store.append(streamId, newEvents(5));

    const all = await store.readStream(streamId, { direction: 'backwards' });
    const last = await store.readStream(streamId, { direction: 'backwards', maxCount: 1 });
    const slice = await store.readStream(streamId, { direction: 'backwards', fromRevision: 2, maxCount: 2 });

    expect(all.map((e) => e.revision)).toEqual([4, 3, 2, 1, 0]);
    expect(last.map((e) => e.revision)).toEqual([4]);
    expect(slice.map((e) => e.revision)).toEqual([2, 1]);
  });

  it('round-trips metadata (hash chain and extra keys included) and nested JSON data', async () => {
    const { store } = current();
    const streamId = uniqueStreamId('wallet');
    const event = newEvent({ amountCents: 9_007_199_254_740, legs: [{ odds: -110 }, { odds: 250 }], note: 'é ✓ "q"' });
    const metadata = { ...event.metadata, prevHash: 'a'.repeat(64), hash: 'b'.repeat(64), ip: '203.0.113.7' };

    await store.append(streamId, [{ ...event, metadata }]);
    const [read] = await store.readStream(streamId);

    expect(read?.metadata).toEqual(metadata);
    expect(read?.data).toEqual(event.data);
  });
}
