import { describe, expect, it } from 'vitest';
import type { TAuditLedgerLineDto } from '@sb/contracts';
import { filterLines, kindsOf, NO_FILTER } from './ledger-filters';

/** Local times, as the viewer's date inputs mean them. */
const line = (revision: number, kind: string, localTime: string): TAuditLedgerLineDto => ({
  at: new Date(localTime).toISOString(),
  revision,
  kind,
  reference: '',
  description: '',
  amountCents: 100,
  cashMovedCents: 100,
  freePlayMovedCents: 0,
  cashCents: 100,
  freePlayCents: 0,
  hash: `h${revision}`,
});

const lines = [
  line(0, 'StartingBalanceCredited', '2026-11-20T09:00:00'),
  line(1, 'BetPlaced', '2026-11-21T00:00:00'),
  line(2, 'BetSettled', '2026-11-21T23:59:59'),
  line(3, 'BetPlaced', '2026-11-22T00:00:00'),
];
const revisions = (kept: TAuditLedgerLineDto[]) => kept.map((kept) => kept.revision);

describe('ledger filters', () => {
  it('keep everything without a filter, one kind with one', () => {
    expect(revisions(filterLines(lines, NO_FILTER))).toEqual([0, 1, 2, 3]);
    expect(revisions(filterLines(lines, { ...NO_FILTER, kind: 'BetPlaced' }))).toEqual([1, 3]);
    expect(kindsOf(lines)).toEqual(['BetPlaced', 'BetSettled', 'StartingBalanceCredited']);
  });

  it('take both days of a date range whole', () => {
    expect(revisions(filterLines(lines, { kind: '', from: '2026-11-21', to: '2026-11-21' }))).toEqual([1, 2]);
    expect(revisions(filterLines(lines, { kind: '', from: '2026-11-21', to: '' }))).toEqual([1, 2, 3]);
    expect(revisions(filterLines(lines, { kind: 'BetPlaced', from: '', to: '2026-11-21' }))).toEqual([1]);
  });
});
