import { cents, formatMoney } from '../money/index.js';
import type { StatementLine } from './statement-lines.js';

export const STATEMENT_HEADER = [
  'time',
  'revision',
  'kind',
  'bet or round',
  'amount',
  'cash',
  'free play',
  'hash',
  'what',
];

/** 1234 -> '12.34', -5 -> '-0.05' (no currency sign or grouping, for CSV). */
const plain = (amountCents: number) => formatMoney(cents(amountCents)).replace(/[$,]/g, '');

/** One line's cells in STATEMENT_HEADER's order, amounts written by `money`. */
export const statementCells = (line: StatementLine, money: (amountCents: number) => string) => [
  line.at,
  String(line.revision),
  line.kind,
  line.reference,
  money(line.amountCents),
  money(line.cashCents),
  money(line.freePlayCents),
  line.hash,
  line.description,
];

const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** A ledger as CSV: `npm run audit -- statement --csv` and the Audit page's Export CSV write the same file. */
export const statementCsv = (lines: readonly StatementLine[]): string =>
  [STATEMENT_HEADER, ...lines.map((line) => statementCells(line, plain))]
    .map((row) => row.map(csvCell).join(','))
    .join('\n') + '\n';
