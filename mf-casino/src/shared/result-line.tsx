import styled from 'styled-components';

export type ResultTone = 'win' | 'loss' | 'push' | 'neutral' | 'error';

const Line = styled.p<{ $tone: ResultTone }>`
  min-height: 1.5em;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 700;
  text-align: center;
  color: ${({ theme, $tone }) =>
    ({
      win: theme.colors.win,
      loss: theme.colors.loss,
      error: theme.colors.loss,
      push: theme.colors.textSecondary,
      neutral: theme.colors.text,
    })[$tone]};
`;

/** The round's message as the server wrote it, announced to screen readers as it changes. */
export function ResultLine({ message, tone = 'neutral' }: { message: string; tone?: ResultTone }) {
  return (
    <Line role="status" aria-live="polite" $tone={tone}>
      {message}
    </Line>
  );
}

/** Colour of a finished round's message from its money, not from its words. */
export const toneOfNet = (netChange: number, complete: boolean): ResultTone =>
  !complete ? 'neutral' : netChange > 0 ? 'win' : netChange < 0 ? 'loss' : 'push';
