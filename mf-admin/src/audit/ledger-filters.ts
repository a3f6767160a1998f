import type { TAuditLedgerLineDto } from '@sb/contracts';

/** Dates as the date inputs give them (YYYY-MM-DD, the viewer's days); empty means no bound. */
export type LedgerFilter = { kind: string; from: string; to: string };

export const ALL_KINDS = '';
export const NO_FILTER: LedgerFilter = { kind: ALL_KINDS, from: '', to: '' };

/** Local midnight at the start of a YYYY-MM-DD day (plus `days`), in ms. */
const startOfDay = (day: string, days = 0) => {
  const date = new Date(`${day}T00:00:00`);
  date.setDate(date.getDate() + days);
  return date.getTime();
};

/** The lines of one kind between two days, both days included. */
export const filterLines = (lines: readonly TAuditLedgerLineDto[], { kind, from, to }: LedgerFilter) =>
  lines.filter((line) => {
    const at = Date.parse(line.at);
    return (
      (kind === ALL_KINDS || line.kind === kind) &&
      (from === '' || at >= startOfDay(from)) &&
      (to === '' || at < startOfDay(to, 1))
    );
  });

/** Every kind the ledger holds, sorted, for the kind filter. */
export const kindsOf = (lines: readonly TAuditLedgerLineDto[]) => [...new Set(lines.map((line) => line.kind))].sort();
