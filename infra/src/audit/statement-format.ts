import { cents, formatMoney, STATEMENT_HEADER, statementCells, statementCsv as csvOf } from '@sb/domain';
import type { Statement } from './statement.js';

/** The CSV the Audit page exports too (one function, in @sb/domain). */
export const statementCsv = (statement: Statement): string => csvOf(statement.lines);

const chainText = ({ chain }: Statement) =>
  chain.valid ? 'hash chain verified' : `HASH CHAIN BROKEN at revision ${chain.brokenAtRevision}: ${chain.reason}`;

/** A table aligned for a terminal, amounts as money, with the player and the chain verdict above it. */
export function statementTable(statement: Statement): string {
  const rows = [STATEMENT_HEADER, ...statement.lines.map((line) => statementCells(line, (c) => formatMoney(cents(c))))];
  const widths = STATEMENT_HEADER.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
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
    render(STATEMENT_HEADER),
    ...rows.slice(1).map(render),
    '',
  ].join('\n');
}
