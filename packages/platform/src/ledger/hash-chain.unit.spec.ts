import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { NewEvent, RecordedEvent } from '../event-store/event-store.js';
import { chainEvents, GENESIS_HASH, hashEvent, verifyChain } from './hash-chain.js';
import { canonicalJson } from '@sb/domain';

const meta = (n: number) => ({
  at: `2026-11-22T00:00:0${n}.000Z`,
  actor: 'a',
  correlationId: 'c',
  causationId: 'c',
  schema: 1,
});
const record = (events: NewEvent[], from = 0): RecordedEvent[] =>
  events.map(
    (e, i) =>
      ({
        ...e,
        id: `e${from + i}`,
        streamId: 'wallet-u1',
        revision: from + i,
        position: from + i + 1,
      }) as RecordedEvent,
  );

describe('wallet hash chain', () => {
  const first = record(
    chainEvents(undefined, [{ type: 'StartingBalanceCredited', data: { amountCents: 100000 }, metadata: meta(1) }]),
  );
  const next = record(
    chainEvents(first[0], [{ type: 'BalanceAdjusted', data: { amountCents: -500 }, metadata: meta(2) }]),
    1,
  );
  const log = [...first, ...next];

  it('starts from the genesis hash and links each event to the previous one', () => {
    expect(first[0]?.metadata.prevHash).toBe(GENESIS_HASH);
    expect(next[0]?.metadata.prevHash).toBe(first[0]?.metadata.hash);
    expect(verifyChain(log)).toEqual({ valid: true, lastHash: next[0]?.metadata.hash });
  });

  it('detects an edited amount', () => {
    const edited = log.map((e) => (e.revision === 0 ? { ...e, data: { amountCents: 900000 } } : e));
    expect(verifyChain(edited)).toMatchObject({ valid: false, brokenAtRevision: 0 });
  });

  it('detects a removed event', () => {
    expect(verifyChain(log.slice(1))).toMatchObject({ valid: false, brokenAtRevision: 1 });
  });

  it('hashes key order independently', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[1,{"y":2,"z":1}]},"b":1}',
    );
  });

  it('is SHA-256 over the previous hash then the canonical JSON of type, data and metadata with prevHash', () => {
    const event = first[0] as RecordedEvent;
    const { hash: _hash, ...metadata } = event.metadata;
    const body = canonicalJson({
      type: event.type,
      data: event.data,
      metadata: { ...metadata, prevHash: GENESIS_HASH },
    });
    const expected = createHash('sha256').update(GENESIS_HASH).update(body).digest('hex');
    expect(hashEvent(GENESIS_HASH, event)).toBe(expected);
    expect(event.metadata.hash).toBe(expected);
  });
});
