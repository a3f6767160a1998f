import { describe, expect, it } from 'vitest';
import { GENESIS_HASH, hashChainedEvent, statementLines } from '@sb/domain';
import type { TAuditLedgerEventDto } from '@sb/contracts';
import { checkLedger } from './chain-check';

const ledger = () => {
  let prevHash = GENESIS_HASH;
  const events: TAuditLedgerEventDto[] = [
    { type: 'StartingBalanceCredited', data: { userId: 'u1', amountCents: 100_000 } },
    { type: 'FreePlayAdded', data: { userId: 'u1', amountCents: 500, addedBy: 'a1' } },
  ].map((body, revision) => {
    const metadata = { at: `2026-11-22T10:00:0${revision}.000Z`, actor: 'a1', prevHash };
    const hash = hashChainedEvent(prevHash, { ...body, metadata });
    prevHash = hash;
    return { ...body, revision, position: revision + 1, metadata: { ...metadata, hash } };
  });
  return { events, lines: statementLines(events) };
};

describe('the browser check of a ledger', () => {
  it("verifies an intact chain whose lines carry their events' hashes", () => {
    expect(checkLedger(ledger())).toEqual({ verified: true, events: 2 });
  });

  it('finds an edited event and a line that does not match its event', () => {
    const edited = ledger();
    (edited.events[0]!.data as { amountCents: number }).amountCents = 999_999;
    expect(checkLedger(edited)).toEqual({
      verified: false,
      problem: 'Broken at revision 0: hash does not match the event content',
    });
    const stray = ledger();
    stray.lines[1]!.hash = stray.lines[0]!.hash;
    expect(checkLedger(stray)).toEqual({ verified: false, problem: 'The line of revision 1 does not match its event' });
  });
});
