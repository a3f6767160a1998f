import type { TPlayLimitDto } from '@sb/contracts';
import { Table, TableScroll } from '@sb/web-kit';
import { amountText, leftText, limitName, pendingText, whenText } from './safer-gambling-text';

/** Every loss and stake limit: amount, what is left in this period, when it resets, and a pending raise or removal. */
export function LimitsTable({ limits }: { limits: readonly TPlayLimitDto[] }) {
  return (
    <TableScroll>
      <Table aria-label="Your limits">
        <thead>
          <tr>
            <th scope="col">Limit</th>
            <th scope="col">Amount</th>
            <th scope="col">Left</th>
            <th scope="col">Resets</th>
            <th scope="col">Pending</th>
          </tr>
        </thead>
        <tbody>
          {limits.map((limit) => (
            <tr key={`${limit.kind}:${limit.period}`} data-limit={`${limit.kind}:${limit.period}`}>
              <th scope="row">{limitName(limit)}</th>
              <td>{amountText(limit.amountCents)}</td>
              <td>{leftText(limit) || '—'}</td>
              <td>{limit.resetsAt ? whenText(limit.resetsAt) : '—'}</td>
              <td>{pendingText(limit) || '—'}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
