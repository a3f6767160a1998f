import { cents, formatMoney } from '@sb/domain';
import type { Statement, StatementLine } from './statement.js';

const HEADER = ['time', 'revision', 'kind', 'bet or round', 'amount', 'cash', 'free play', 'hash'];

/** 1234 -> '12.34', -5 -> '-0.05' (no currency sign or grouping, for CSV). */
const plain = (amountCents: number) => formatMoney(cents(amountCents)).replace(/[$,]/g, '');

const cells = (line: StatementLine, money: (amountCents: number) => string) => [
  line.at,
  String(line.revision),
  line.kind,
  line.reference,
  money(line.amountCents),
  money(line.cashCents),
  money(line.freePlayCents),
  line.hash,
];

const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export const statementCsv = (statement: Statement): string =>
  [HEADER, ...statement.lines.map((line) => cells(line, plain))].map((row) => row.map(csvCell).join(',')).join('\n') +
  '\n';

const chainText = ({ chain }: Statement) =>
  chain.valid ? 'hash chain verified' : `HASH CHAIN BROKEN at revision ${chain.brokenAtRevision}: ${chain.reason}`;

/** A table aligned for a terminal, amounts as money, with the player and the chain verdict above it. */
export function statementTable(statement: Statement): string {
  const rows = [HEADER, ...statement.lines.map((line) => cells(line, (c) => formatMoney(cents(c))))];
  const widths = HEADER.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  const rightAligned = new Set([1, 4, 5, 6]);
  const render = (row: string[]) =>
    row
      .map((cell, column) =>
        rightAligned.has(column) ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [
    `${statement.username} (${statement.userId}): ${statement.lines.length} movements, ${chainText(statement)}`,
    render(HEADER),
    ...rows.slice(1).map(render),
    '',
  ].join('\n');
}
