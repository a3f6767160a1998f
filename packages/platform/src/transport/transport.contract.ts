import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventStore, NewEvent, RecordedEvent } from '../event-store/event-store.js';
import type { EventTransport } from './transport.js';

export type TransportFixture = {
  /** The log the transport carries; the suite appends to it. */
  store: EventStore;
  transport: EventTransport;
  /** Stops what the fixture started (a relay, consumers) and closes the store. */
  cleanup(): Promise<void>;
};

export type TransportContractOptions = {
  /** How long an event may take from append to handler (a Kafka group join takes seconds). */
  deliveryTimeoutMs?: number;
  /** How long to watch for an event that must not come. */
  quietMs?: number;
};

/** What every EventTransport must do. Run by each transport's spec; the Kafka one when KAFKA_BROKERS is set. */
export function describeTransportContract(
  name: string,
  factory: () => Promise<TransportFixture>,
  { deliveryTimeoutMs = 5_000, quietMs = 100 }: TransportContractOptions = {},
): void {
  const testTimeout = deliveryTimeoutMs * 3 + quietMs * 2;
  const quiet = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, quietMs));
  const waitFor = async (what: string, done: () => boolean): Promise<void> => {
    const deadline = Date.now() + deliveryTimeoutMs;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };

  describe(`EventTransport contract: ${name}`, () => {
    let fixture: TransportFixture;
    let stream: string;
    beforeEach(async () => {
      fixture = await factory();
      stream = `contract-${randomUUID()}`;
    });
    afterEach(() => fixture.cleanup());

    const group = (): string => `contract-${randomUUID()}`;
    const append = (count: number) => fixture.store.append(stream, events(count));
    const record = () => {
      const seen: RecordedEvent[] = [];
      const handler = async (event: RecordedEvent): Promise<void> => void seen.push(event);
      const received = (count: number) => waitFor(`${count} events`, () => seen.length >= count);
      return { seen, handler, received, revisions: () => seen.map((event) => event.revision) };
    };

    it('delivers every event after the checkpoint exactly once, in log order', { timeout: testTimeout }, async () => {
      await append(5);
      const [, second] = await fixture.store.readStream(stream);
      const { handler, received, revisions, seen } = record();
      await fixture.transport.subscribe(group(), second?.position ?? 0, handler);

      await received(3);
      await quiet();
      expect(revisions()).toEqual([2, 3, 4]);
      expect(seen.map((event) => event.streamId)).toEqual([stream, stream, stream]);
      expect(seen[0]).toEqual((await fixture.store.readStream(stream))[2]);
    });

    it('delivers events appended after the catch-up, in order', { timeout: testTimeout }, async () => {
      await append(2);
      const { handler, received, revisions, seen } = record();
      await fixture.transport.subscribe(group(), 0, handler);
      await received(2);

      for (let i = 0; i < 3; i += 1) await append(1);
      await received(5);
      await quiet();
      expect(revisions()).toEqual([0, 1, 2, 3, 4]);
      const positions = seen.map((event) => event.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    });

    it('waits for each handler before delivering the next event', { timeout: testTimeout }, async () => {
      await append(4);
      let running = 0;
      let mostAtOnce = 0;
      const { seen, received } = record();
      await fixture.transport.subscribe(group(), 0, async (event) => {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await new Promise((resolve) => setTimeout(resolve, 10));
        seen.push(event);
        running -= 1;
      });

      await received(4);
      expect(mostAtOnce).toBe(1);
    });

    it('gives every group the whole log', { timeout: testTimeout }, async () => {
      await append(3);
      const first = record();
      const second = record();
      await fixture.transport.subscribe(group(), 0, first.handler);
      await fixture.transport.subscribe(group(), 0, second.handler);

      await Promise.all([first.received(3), second.received(3)]);
      expect([first.revisions(), second.revisions()]).toEqual([
        [0, 1, 2],
        [0, 1, 2],
      ]);
    });

    it('delivers nothing once stop() has resolved', { timeout: testTimeout }, async () => {
      await append(1);
      const { handler, received, seen } = record();
      const subscription = await fixture.transport.subscribe(group(), 0, handler);
      await received(1);

      await subscription.stop();
      await append(2);
      await quiet();
      expect(seen).toHaveLength(1);
    });

    it(
      'reports a failing handler once through onError and delivers nothing after it',
      { timeout: testTimeout },
      async () => {
        await append(3);
        const failure = new Error('projection failed');
        const errors: unknown[] = [];
        const { seen } = record();
        await fixture.transport.subscribe(
          group(),
          0,
          async (event) => {
            seen.push(event);
            if (event.revision === 1) throw failure;
          },
          { onError: (error) => errors.push(error) },
        );

        await waitFor('the error', () => errors.length > 0);
        await append(1);
        await quiet();
        expect(errors).toEqual([failure]);
        expect(seen.map((event) => event.revision)).toEqual([0, 1]);
      },
    );

    it('close() stops every subscription made through it', { timeout: testTimeout }, async () => {
      await append(1);
      const first = record();
      const second = record();
      await fixture.transport.subscribe(group(), 0, first.handler);
      await fixture.transport.subscribe(group(), 0, second.handler);
      await Promise.all([first.received(1), second.received(1)]);

      await fixture.transport.close();
      await append(1);
      await quiet();
      expect([first.seen.length, second.seen.length]).toEqual([1, 1]);
    });
  });
}

function events(count: number): NewEvent[] {
  return Array.from({ length: count }, (_, index) => ({
    type: 'ContractEventRecorded',
    data: { index, nested: { list: [index, 'x'] } },
    metadata: { at: '2026-01-01T00:00:00.000Z', actor: 'system', correlationId: 'c', causationId: 'c', schema: 1 },
  }));
}
