import { expect, it } from 'vitest';
import type { RecordedEvent } from '../event-store.js';
import type { CurrentFixture } from './contract-fixtures.js';
import {
  deferred,
  expectStrictlyIncreasingPositions,
  ids,
  newEvent,
  newEvents,
  nextMacrotask,
  ofStreams,
  uniqueStreamId,
} from './contract-fixtures.js';

const BACKLOG_BATCHES = 12;
const BATCH_SIZE = 100;
const LIVE_APPENDS = 300;

export function subscriptionContract(current: CurrentFixture): void {
  it('delivers every event exactly once and in log order while appends keep coming', async () => {
    const { store } = current();
    const streams = [uniqueStreamId(), uniqueStreamId(), uniqueStreamId()];
    const headBefore = await store.headPosition();
    for (let batch = 0; batch < BACKLOG_BATCHES; batch += 1) {
      await store.append(streams[batch % streams.length] ?? '', newEvents(BATCH_SIZE));
    }
    const lastBacklogPosition = await store.headPosition();
    const expectedCount = BACKLOG_BATCHES * BATCH_SIZE + LIVE_APPENDS;

    const received: RecordedEvent[] = [];
    const allReceived = deferred();
    let liveAppendsWhenBacklogDelivered = -1;
    let liveAppends = 0;
    const subscription = store.subscribeToAll({
      afterPosition: headBefore,
      onEvent: async (event) => {
        if (event.position === lastBacklogPosition) liveAppendsWhenBacklogDelivered = liveAppends;
        if (!streams.includes(event.streamId)) return;
        received.push(event);
        if (received.length % 50 === 0) await nextMacrotask(); // a slow consumer, so appends overtake it
        if (received.length === expectedCount) allReceived.resolve();
      },
    });

    for (; liveAppends < LIVE_APPENDS; liveAppends += 1) {
      await store.append(streams[liveAppends % streams.length] ?? '', [newEvent({ live: liveAppends })]);
      if (liveAppends % 10 === 0) await nextMacrotask();
    }
    await allReceived.promise;
    await subscription.stop();

    const log = ofStreams(await store.readAll({ afterPosition: headBefore }), streams);
    expect(received).toHaveLength(expectedCount);
    expect(ids(received)).toEqual(ids(log));
    expectStrictlyIncreasingPositions(received);
    expect(liveAppendsWhenBacklogDelivered).toBeGreaterThan(0); // the catch-up really overlapped live appends
  });

  it('resumes after a restart from its checkpoint and delivers exactly the rest', async ({ skip }) => {
    const { store, reopen } = current();
    if (!reopen) return skip('this fixture cannot reopen its store');
    const streamId = uniqueStreamId();
    const headBefore = await store.headPosition();
    const before = newEvents(5);
    const after = newEvents(7);
    await store.append(streamId, before);

    const firstRun: RecordedEvent[] = [];
    const sawAllBefore = deferred();
    let checkpoint = headBefore;
    const first = store.subscribeToAll({
      afterPosition: headBefore,
      onEvent: (event) => {
        checkpoint = event.position;
        if (event.streamId !== streamId) return;
        firstRun.push(event);
        if (firstRun.length === before.length) sawAllBefore.resolve();
      },
    });
    await sawAllBefore.promise;
    await first.stop();
    await store.append(streamId, after.slice(0, 3));
    await store.append(streamId, after.slice(3));
    await store.close();

    const restarted = await reopen();
    const secondRun: RecordedEvent[] = [];
    const sawAllAfter = deferred();
    const second = restarted.subscribeToAll({
      afterPosition: checkpoint,
      onEvent: (event) => {
        if (event.streamId !== streamId) return;
        secondRun.push(event);
        if (secondRun.length === after.length) sawAllAfter.resolve();
      },
    });
    await sawAllAfter.promise;
    await second.stop();

    expect(ids(firstRun)).toEqual(ids(before));
    expect(ids(secondRun)).toEqual(ids(after));
    expect(secondRun.map((e) => e.revision)).toEqual([5, 6, 7, 8, 9, 10, 11]);
  });

  it('stop() waits for the event being handled and nothing is delivered afterwards', async () => {
    const { store } = current();
    const streamId = uniqueStreamId();
    const headBefore = await store.headPosition();
    const handling = deferred();
    const release = deferred();
    const received: RecordedEvent[] = [];
    const subscription = store.subscribeToAll({
      afterPosition: headBefore,
      onEvent: async (event) => {
        if (event.streamId !== streamId) return;
        received.push(event);
        handling.resolve();
        await release.promise;
      },
    });
    await store.append(streamId, [newEvent()]);
    await handling.promise;

    let stopped = false;
    const stopping = subscription.stop().then(() => (stopped = true));
    await nextMacrotask();
    expect(stopped).toBe(false);
    release.resolve();
    await stopping;
    await store.append(streamId, newEvents(3));
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(received).toHaveLength(1);
  });
}
