import type { TPlayLimitDto } from '@sb/contracts';
import { tabularNumbers } from '@sb/web-kit';
import styled from 'styled-components';
import { amountText, leftText, limitName, pendingText, whenText } from './safer-gambling-text';

const List = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.card};
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Name = styled.span`
  font-weight: 600;
`;

const Amount = styled.span`
  text-align: right;
  ${tabularNumbers}
`;

const Detail = styled.span<{ $tone?: 'pending' }>`
  grid-column: 1 / -1;
  color: ${({ theme, $tone }) => ($tone === 'pending' ? theme.colors.pending : theme.colors.textSecondary)};
  ${tabularNumbers}
`;

/** Every loss and stake limit: its amount, what is left in this period and when it resets, a pending change. */
export function LimitsList({ limits }: { limits: readonly TPlayLimitDto[] }) {
  return (
    <List aria-label="Your limits">
      {limits.map((limit) => (
        <Item key={`${limit.kind}:${limit.period}`} data-limit={`${limit.kind}:${limit.period}`}>
          <Name>{limitName(limit)}</Name>
          <Amount data-amount>{amountText(limit.amountCents)}</Amount>
          {limit.resetsAt && (
            <Detail data-left>
              {leftText(limit)}, resets {whenText(limit.resetsAt)}
            </Detail>
          )}
          {limit.pending && (
            <Detail data-pending $tone="pending">
              {pendingText(limit)}
            </Detail>
          )}
        </Item>
      ))}
    </List>
  );
}
