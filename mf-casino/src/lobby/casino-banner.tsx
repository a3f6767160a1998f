import { PAGE_HEADINGS } from '@sb/contracts';
import { formatDollars, PageBanner, tabularNumbers, useBalance } from '@sb/web-kit';
import styled from 'styled-components';

const BalanceBox = styled.div`
  display: grid;
  gap: 2px;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.card};
  background: rgba(0, 0, 0, 0.35);
  border: 1px solid rgba(252, 211, 77, 0.35);
  span {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-transform: uppercase;
    letter-spacing: 0.08em;
  }
  strong {
    ${tabularNumbers}
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: #fcd34d;
  }
`;

const LOBBY = PAGE_HEADINGS['/casino'];

/** The lobby's banner with the player's cash balance (the one the sportsbook uses). */
export function CasinoBanner() {
  const balance = useBalance();
  return (
    <PageBanner>
      <div>
        <h1>{LOBBY.title}</h1>
        <p>{LOBBY.subtitle}</p>
      </div>
      {balance && (
        <BalanceBox aria-label="Casino balance">
          <span>Balance</span>
          <strong>{formatDollars(balance.cash)}</strong>
        </BalanceBox>
      )}
    </PageBanner>
  );
}
