import styled from 'styled-components';
import { eventLabel } from './event-label';

const LogType = styled.code`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

/** An event's kind in words, with its type as the log (and the CSV) spells it underneath. */
export function EventKind({ type }: { type: string }) {
  return (
    <>
      <span>{eventLabel(type)}</span>
      <LogType>{type}</LogType>
    </>
  );
}
