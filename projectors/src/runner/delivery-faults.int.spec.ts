import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createInProcessTransport,
  createKafkaTransport,
  openSqliteEventStore,
  openSqliteReadStore,
  type EventStore,
  type ReadStore,
  type RecordedEvent,
} from '@sb/platform';
import { allProjections } from '../read-models/index.js';
import { placed, propLeg, resettled, settled, spreadLeg } from '../read-models/bets/testing/bet-events.js';
import { createProjectionRunner } from './projection-runner.js';
import { faultyKafka, faultyOrder, type DeliveryFault } from './testing/faulty-kafka.js';

const metadata = { at: '2025-01-05T18:00:00.000Z', actor: 'test', correlationId: 'c', causationId: 'c', schema: 1 };
const USERS = ['u1', 'u2', 'u3'];

/** Three players' lives interleaved in the log: registration, approval, credit, bets placed, settled, re-settled. */
const appendLives = async (log: EventStore) => {
  const append = (streamId: string, type: string, data: object) =>
    log.append(streamId, [{ type, data: data as Record<string, unknown>, metadata }], 'any');
  for (const [i, userId] of USERS.entries()) {
    const registered = { userId, username: `P${i}`, passwordHash: 'x', isAdmin: false, status: 'pending' };
    await append(`user-${userId}`, 'UserRegistered', { ...registered, createdAt: metadata.at });
  }
  for (const userId of USERS) {
    await append(`user-${userId}`, 'UserApproved', { userId, approvedBy: 'admin' });
    await append(`wallet-${userId}`, 'StartingBalanceCredited', { userId, amountCents: 100_000 });
  }
  for (const [i, userId] of USERS.entries()) {
    const single = placed({ betId: `b${i}`, userId, legs: [spreadLeg({ legId: `l${i}` })] });
    const parlay = placed({
      betId: `p${i}`,
      userId,
      betMode: 'parlay',
      legs: [spreadLeg({ legId: `pl${i}` }), propLeg({ legId: `pp${i}` })],
    });
    await append(`wallet-${userId}`, single.type, single.data);
    await append(`wallet-${userId}`, parlay.type, parlay.data);
  }
  for (const [i, userId] of USERS.entries()) {
    const won = settled({ betId: `b${i}`, userId, legs: [{ legId: `l${i}`, outcome: 'won' }] });
    await append(`wallet-${userId}`, won.type, won.data);
  }
  const again = resettled({ betId: 'b1', userId: 'u2' });
  await append('wallet-u2', again.type, again.data);
};

const snapshot = async (store: ReadStore) => {
  const all: Record<string, unknown[]> = {};
  for (const projection of allProjections) {
    for (const name of projection.collections) all[name] = await store.collection(name).find({}, { sort: { id: 1 } });
  }
  return all;
};

let log: EventStore;
let events: RecordedEvent[];
let head: number;
let inOrder: Record<string, unknown[]>;

/** The read models after the projectors consumed `order` from a (faulty) Kafka consumer. */
const projectOver = async (order: RecordedEvent[], batchSize: number, fillGapsFromLog: boolean) => {
  const readStore = openSqliteReadStore({ path: ':memory:' });
  const runner = createProjectionRunner({
    transport: createKafkaTransport({ kafka: faultyKafka(order, batchSize), topic: 'events' }),
    readStore,
    eventStore: log,
    fillGapsFromLog,
    applyBeforeAck: true,
    projections: allProjections,
    logger: { error: () => undefined },
  });
  await runner.start();
  const reached = await runner.progress.waitFor(head, 10_000);
  await runner.stop();
  const result = { reached, models: await snapshot(readStore), parked: runner.parked() };
  await readStore.close();
  return result;
};

beforeAll(async () => {
  log = openSqliteEventStore({ path: ':memory:' });
  await appendLives(log);
  events = await log.readAll({ afterPosition: 0, maxCount: 1000 });
  head = await log.headPosition();
  const clean = openSqliteReadStore({ path: ':memory:' });
  const runner = createProjectionRunner({
    transport: createInProcessTransport(log),
    readStore: clean,
    projections: allProjections,
  });
  await runner.start();
  await runner.progress.waitFor(head, 10_000);
  await runner.stop();
  inOrder = await snapshot(clean);
  await clean.close();
});
afterAll(() => log.close());

const fault: fc.Arbitrary<DeliveryFault> = fc.oneof(
  fc.record({ kind: fc.constant('duplicate' as const), at: fc.nat(40) }),
  fc.record({ kind: fc.constant('replay' as const), at: fc.nat(40), from: fc.nat(40) }),
  fc.record({ kind: fc.constant('swap' as const), at: fc.nat(40) }),
);

describe('the projectors under faulty Kafka deliveries', () => {
  it('the log the spec projects has several streams and every read model has documents', () => {
    expect(new Set(events.map((event) => event.streamId)).size).toBe(6);
    expect(Object.values(inOrder).filter((docs) => docs.length > 0).length).toBeGreaterThanOrEqual(4);
  });

  it('end with the read models of a clean in-order run, whatever is duplicated, replayed or reordered', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fault, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 7 }),
        async (faults, batchSize) => {
          const { reached, models, parked } = await projectOver(faultyOrder(events, faults), batchSize, true);
          expect(reached).toBe(true);
          expect(parked).toEqual([]);
          expect(models).toEqual(inOrder);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('would lose the earlier event of a swapped pair if deliveries were trusted to be in log order', async () => {
    // Position 1 (u1 registered) swapped with position 2: the transport skips 1 once it handled 2.
    const swapped = faultyOrder(events, [{ kind: 'swap', at: 0 }]);
    const trusted = await projectOver(swapped, 3, false);
    expect(trusted.models).not.toEqual(inOrder);
    expect((await projectOver(swapped, 3, true)).models).toEqual(inOrder);
  });
});
