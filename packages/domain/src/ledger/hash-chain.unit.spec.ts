import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GENESIS_HASH, hashChainedEvent, sha256Hex, verifyHashChain, type Sha256Hex } from './hash-chain.js';

const nodeSha256Hex: Sha256Hex = (text) => createHash('sha256').update(text).digest('hex');

/** A chain of wallet-like events, each linked to the previous one's hash. */
const chained = (bodies: { type: string; data: unknown }[]) => {
  let prevHash = GENESIS_HASH;
  return bodies.map((body, revision) => {
    const metadata = { at: `2026-11-22T00:00:0${revision}.000Z`, actor: 'u1', prevHash };
    const hash = hashChainedEvent(prevHash, { ...body, metadata });
    prevHash = hash;
    return { ...body, revision, metadata: { ...metadata, hash } };
  });
};

const ledger = () =>
  chained([
    { type: 'StartingBalanceCredited', data: { userId: 'u1', amountCents: 100_000 } },
    { type: 'BetPlaced', data: { betId: 'b1', stakeCents: 1_000, note: 'é ✓ 🎲' } },
    { type: 'BetSettled', data: { betId: 'b1', credited: { cashCents: 2_000, freePlayCents: 0 } } },
  ]);

describe('the hash chain shared by the audit CLI and the browser', () => {
  it('is SHA-256: the FIPS 180-2 vector, and the same digest as Node for any text', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => sha256Hex(text) === nodeSha256Hex(text)));
  });

  it('verifies an intact chain with either digest, to the same last hash', () => {
    const events = ledger();
    const verdict = verifyHashChain(events);
    expect(verdict).toEqual({ valid: true, lastHash: events[2]!.metadata.hash });
    expect(verifyHashChain(events, nodeSha256Hex)).toEqual(verdict);
  });

  it('locates an edited amount, a removed event and two swapped events', () => {
    const edited = ledger();
    (edited[1]!.data as { stakeCents: number }).stakeCents = 1;
    expect(verifyHashChain(edited)).toEqual({
      valid: false,
      brokenAtRevision: 1,
      reason: 'hash does not match the event content',
    });
    const removed = ledger().filter((event) => event.revision !== 1);
    expect(verifyHashChain(removed)).toMatchObject({ valid: false, brokenAtRevision: 2 });
    const [first, second, third] = ledger();
    expect(verifyHashChain([first!, third!, second!])).toEqual({
      valid: false,
      brokenAtRevision: 2,
      reason: 'prevHash does not match the previous hash',
    });
  });
});
