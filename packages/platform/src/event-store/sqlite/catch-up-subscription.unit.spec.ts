import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../event-store.js';
import { AppendSignal } from './append-signal.js';
import { startCatchUpSubscription } from './catch-up-subscription.js';
import type { CatchUpSource } from './catch-up-subscription.js';

/** An in-memory log with the same read contract as the events table, counting reads to observe polling. */
function memoryLog() {
  const events: RecordedEvent[] = [];
  const signal = new AppendSignal();
  let reads = 0;
  const source: CatchUpSource = {
    readAfter: (position, maxCount) => {
      reads += 1;
      return events.filter((event) => event.position > position).slice(0, maxCount);
    },
    onAppend: (listener) => signal.listen(listener),
  };
  const append = (count: number) => {
    for (let i = 0; i < count; i += 1) {
      const position = events.length + 1;
      events.push({
        id: `event-${position}`,
        streamId: 'game-1',
        revision: position - 1,
        position,
        type: 'GameScored',
        data: {},
        metadata: { at: '', actor: 'system', correlationId: '', causationId: '', schema: 1 },
      });
    }
    signal.notify();
  };
  return { source, append, reads: () => reads };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('catch-up subscription', () => {
  it('reads the backlog in pages, then sleeps without reading until an append', async () => {
    const log = memoryLog();
    log.append(5);
    const seen: number[] = [];

    const subscription = startCatchUpSubscription(log.source, { onEvent: (e) => void seen.push(e.position) }, 2);
    await settle();
    expect(seen).toEqual([1, 2, 3, 4, 5]);
    expect(log.reads()).toBe(3);

    await settle();
    expect(log.reads()).toBe(3);

    log.append(1);
    await settle();
    expect(seen).toEqual([1, 2, 3, 4, 5, 6]);
    await subscription.stop();
  });

  it('starts after the checkpoint', async () => {
    const log = memoryLog();
    log.append(4);
    const seen: number[] = [];

    const subscription = startCatchUpSubscription(log.source, {
      afterPosition: 2,
      onEvent: (e) => void seen.push(e.position),
    });
    await settle();

    expect(seen).toEqual([3, 4]);
    await subscription.stop();
  });

  it('does not lose an append made while an event is being handled', async () => {
    const log = memoryLog();
    log.append(1);
    const seen: number[] = [];

    const subscription = startCatchUpSubscription(log.source, {
      onEvent: async (e) => {
        seen.push(e.position);
        if (e.position === 1) log.append(1);
      },
    });
    await settle();

    expect(seen).toEqual([1, 2]);
    await subscription.stop();
  });

  it('reports a failing handler to onError and delivers nothing more', async () => {
    const log = memoryLog();
    log.append(3);
    const seen: number[] = [];
    const errors: unknown[] = [];
    const failure = new Error('projection failed');

    const subscription = startCatchUpSubscription(log.source, {
      onEvent: (e) => {
        seen.push(e.position);
        if (e.position === 2) throw failure;
      },
      onError: (error) => errors.push(error),
    });
    await settle();
    log.append(1);
    await settle();

    expect(seen).toEqual([1, 2]);
    expect(errors).toEqual([failure]);
    await subscription.stop();
  });

  it('stop() resolves while the subscription is waiting for appends', async () => {
    const log = memoryLog();
    const subscription = startCatchUpSubscription(log.source, { onEvent: () => undefined });
    await settle();

    await expect(subscription.stop()).resolves.toBeUndefined();
    log.append(1);
    expect(log.reads()).toBe(1);
  });
});
