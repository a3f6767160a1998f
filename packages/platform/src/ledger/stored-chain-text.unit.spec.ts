import { describe, expect, it } from 'vitest';
import type { NewEvent } from '../event-store/event-store.js';
import { chainEvents, chainLinkProblem, GENESIS_HASH } from './hash-chain.js';
import { storedEventJson, storedTextHashesTo } from './stored-chain-text.js';

const metadata = (n: number) => ({
  at: `2026-11-22T00:00:0${n}.000Z`,
  actor: 'u1',
  correlationId: `c${n}`,
  causationId: `c${n}`,
  schema: 1,
});

// Keys out of order, nested objects and arrays, strings that need escaping, numbers of every kind.
const events: NewEvent[] = [
  { type: 'StartingBalanceCredited', data: { amountCents: 100_000 }, metadata: metadata(1) },
  {
    type: 'BetPlaced',
    data: {
      stakeCents: 500,
      betId: 'b1',
      legs: [{ selection: 'Team "A" \\ B', odds: 1.91, line: -3.5, extra: null }],
      quotes: [{ z: 1, a: [true, false, 1e21, 0.1] }],
      note: 'é ✓ \u0001',
    },
    metadata: { ...metadata(2), idempotency: { key: 'k', answer: { ok: true } } },
  },
  { type: 'BalanceAdjusted', data: { amountCents: -500, reason: '' }, metadata: metadata(3) },
];
const chained = chainEvents(undefined, events);
const stored = chained.map(storedEventJson);

/** The audit's two ways to check a link: the stored text hashed as it is, and the parsed event serialised again. */
const fastPath = (index: number, data: string, meta: string, type = chained[index]!.type) => {
  const event = { type, data: JSON.parse(data) as unknown, metadata: JSON.parse(meta) as NewEvent['metadata'] };
  const prevHash = index === 0 ? GENESIS_HASH : String(chained[index - 1]!.metadata.hash);
  return {
    fast: storedTextHashesTo(prevHash, type, data, meta, event.metadata.hash),
    slow: chainLinkProblem(prevHash, event) === null,
  };
};

describe('wallet events stored as the text their hash covers', () => {
  it('stores canonical JSON that parses back to the same event, with the hash as the metadata last member', () => {
    chained.forEach((event, index) => {
      const { data, metadata: meta } = stored[index]!;
      expect(JSON.parse(data)).toEqual(event.data);
      expect(JSON.parse(meta)).toEqual(event.metadata);
      expect(meta.endsWith(`,"hash":"${String(event.metadata.hash)}"}`)).toBe(true);
    });
    expect(stored[2]!.data).toBe('{"amountCents":-500,"reason":""}');
  });

  it('hashes the stored text to the event hash, as the parsed event does', () => {
    chained.forEach((_, index) => {
      expect(fastPath(index, stored[index]!.data, stored[index]!.metadata)).toEqual({ fast: true, slow: true });
    });
  });

  it('never matches on a log written as JSON.stringify wrote it (the parsed event is checked instead)', () => {
    chained.forEach((event, index) => {
      const result = fastPath(index, JSON.stringify(event.data), JSON.stringify(event.metadata));
      expect(result).toEqual({ fast: false, slow: true });
    });
  });

  it('stores an event without a hash (not chained) as JSON.stringify writes it', () => {
    const plain = { type: 'GameScheduled', data: { b: 1, a: 2 }, metadata: metadata(4) };
    expect(storedEventJson(plain)).toEqual({ data: '{"b":1,"a":2}', metadata: JSON.stringify(plain.metadata) });
    expect(storedEventJson({ ...plain, data: undefined }).data).toBe('null');
  });

  describe('a stored text edited while the stored hash is kept is never taken as hashed', () => {
    const { data, metadata: meta } = stored[1]!;
    const edits: [string, string, string, string?][] = [
      ['a changed amount', data.replace('"stakeCents":500', '"stakeCents":900'), meta],
      ['a field added to the data', data.replace('{', '{"edited":true,'), meta],
      ['a field added to the metadata', data, meta.replace('{', '{"actorRole":"admin",')],
      ['a changed actor', data, meta.replace('"actor":"u1"', '"actor":"u2"')],
      ['a changed type', data, meta, 'BalanceAdjusted'],
      [
        'a field moved from the metadata into the data',
        data.replace(/}$/, ',"schema":1}'),
        meta.replace('"schema":1,', ''),
      ],
    ];
    it.each(edits)('%s', (_, editedData, editedMeta, type) => {
      expect(editedData === data && editedMeta === meta && type === undefined).toBe(false);
      expect(fastPath(1, editedData, editedMeta, type)).toEqual({ fast: false, slow: false });
    });
  });

  describe('a text rewritten with the same content is not taken as hashed, and the parsed event still follows', () => {
    const { data, metadata: meta } = stored[1]!;
    const rewrites: [string, string, string][] = [
      ['data reformatted', JSON.stringify(JSON.parse(data), null, 2), meta],
      ['metadata in insertion order', data, JSON.stringify(chained[1]!.metadata)],
      ['a second hash member before the last (JSON.parse keeps the last)', data, meta.replace('{', '{"hash":"x",')],
    ];
    it.each(rewrites)('%s', (_, rewrittenData, rewrittenMeta) => {
      expect(fastPath(1, rewrittenData, rewrittenMeta)).toEqual({ fast: false, slow: true });
    });
  });
});
