import styled from 'styled-components';

/** The vertical rhythm every admin form shares. */
export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

/** Two fields side by side from the desktop breakpoint up, stacked on a phone. */
export const FieldPair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 1fr 1fr;
  }
`;
