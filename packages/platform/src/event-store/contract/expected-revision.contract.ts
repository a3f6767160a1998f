import { expect, it } from 'vitest';
import { ExpectedVersionConflict } from '../event-store.js';
import type { CurrentFixture } from './contract-fixtures.js';
import { expectConflict, ids, newEvent, newEvents, ofStreams, uniqueStreamId } from './contract-fixtures.js';

export function expectedRevisionContract(current: CurrentFixture): void {
  it("'any' appends to a new and to an existing stream", async () => {
    const { store } = current();
    const streamId = uniqueStreamId();

    expect((await store.append(streamId, [newEvent()], 'any')).nextExpectedRevision).toBe(0);
    expect((await store.append(streamId, [newEvent()])).nextExpectedRevision).toBe(1);
  });

  it("'no_stream' creates a stream and conflicts once it exists", async () => {
    const { store } = current();
    const streamId = uniqueStreamId('username');

    expect((await store.append(streamId, [newEvent()], 'no_stream')).nextExpectedRevision).toBe(0);
    await expectConflict(store.append(streamId, [newEvent()], 'no_stream'), {
      streamId,
      expected: 'no_stream',
      actual: 0,
    });
  });

  it("'stream_exists' conflicts on a missing stream and appends to an existing one", async () => {
    const { store } = current();
    const streamId = uniqueStreamId();

    await expectConflict(store.append(streamId, [newEvent()], 'stream_exists'), {
      streamId,
      expected: 'stream_exists',
      actual: -1,
    });
    await store.append(streamId, [newEvent()], 'no_stream');
    expect((await store.append(streamId, [newEvent()], 'stream_exists')).nextExpectedRevision).toBe(1);
  });

  it('an exact revision appends when it matches and conflicts when stale or ahead', async () => {
    const { store } = current();
    const streamId = uniqueStreamId();

    await expectConflict(store.append(streamId, [newEvent()], 0), { streamId, expected: 0, actual: -1 });
    await store.append(streamId, newEvents(2), 'no_stream');
    expect((await store.append(streamId, [newEvent()], 1)).nextExpectedRevision).toBe(2);
    await expectConflict(store.append(streamId, [newEvent()], 1), { streamId, expected: 1, actual: 2 });
    await expectConflict(store.append(streamId, [newEvent()], 7), { streamId, expected: 7, actual: 2 });
  });

  it('a conflicting batch appends nothing', async () => {
    const { store } = current();
    const streamId = uniqueStreamId();
    const existing = newEvents(2);
    await store.append(streamId, existing);
    const headBefore = await store.headPosition();

    await expectConflict(store.append(streamId, newEvents(3), 0), { streamId, expected: 0, actual: 1 });

    expect(ids(await store.readStream(streamId))).toEqual(ids(existing));
    expect(ofStreams(await store.readAll({ afterPosition: headBefore }), [streamId])).toEqual([]);
  });

  it('of 100 concurrent appends with the same expected revision exactly one wins', async () => {
    const { store } = current();
    const streamId = uniqueStreamId('wallet');
    await store.append(streamId, [newEvent()], 'no_stream');

    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, (_, index) => store.append(streamId, [newEvent({ index })], 0)),
    );

    const winners = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const losers = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(99);
    for (const loser of losers) {
      expect(loser).toBeInstanceOf(ExpectedVersionConflict);
      expect(loser).toMatchObject({ streamId, expected: 0, actual: 1 });
    }
    expect(await store.readStream(streamId)).toHaveLength(2);
  });

  it('rejects an empty append', async () => {
    const { store } = current();

    await expect(store.append(uniqueStreamId(), [])).rejects.toBeInstanceOf(RangeError);
  });
}
