import styled from 'styled-components';

const Footer = styled.footer`
  padding: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
  p {
    margin: 0;
  }
  p + p {
    margin-top: ${({ theme }) => theme.space[1]};
  }
`;

/** Spec section 2: play responsibly; the games use the sportsbook balance. */
export function LobbyFooter() {
  return (
    <Footer>
      <p>Please play responsibly. Set limits and only bet what you can afford to lose.</p>
      <p>Casino games use your sportsbook balance.</p>
    </Footer>
  );
}
