import styled from 'styled-components';

/** The green baize every table game is played on. */
export const FeltTable = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: 18px;
  border: 6px solid #3b2314;
  background:
    radial-gradient(ellipse at 50% 30%, rgba(255, 255, 255, 0.09), transparent 65%),
    radial-gradient(circle at 50% 50%, #11603a, #0a3f26 80%);
  box-shadow:
    inset 0 0 40px rgba(0, 0, 0, 0.55),
    ${({ theme }) => theme.shadow};
  min-width: 0;
  ${({ theme }) => theme.media.desktop} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

/** The row of controls under a table: chips, choices, the action buttons. */
export const ControlBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
`;

/** A small caption on the felt ('Dealer', 'Player', 'Bet'). */
export const FeltLabel = styled.span`
  color: rgba(255, 255, 255, 0.78);
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

/** Guidance under the controls: what is still missing before the round can start (spec section 5). */
export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;
