import { formatDollars, tabularNumbers, useBalance } from '@sb/web-kit';
import styled from 'styled-components';

const Banner = styled.header`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  overflow: hidden;
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.card};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background:
    radial-gradient(circle at 85% 20%, rgba(252, 211, 77, 0.22), transparent 40%),
    radial-gradient(circle at 10% 110%, rgba(34, 197, 94, 0.28), transparent 45%),
    linear-gradient(135deg, #0f2a1d, #111827 60%, #1f1530);
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    line-height: 1.1;
  }
  p {
    margin: ${({ theme }) => theme.space[2]} 0 0;
    max-width: 46ch;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

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

/** The lobby's banner with the player's cash balance (the one the sportsbook uses). */
export function CasinoBanner() {
  const balance = useBalance();
  return (
    <Banner>
      <div>
        <h1>Live Casino</h1>
        <p>Blackjack, Roulette, Slots, Baccarat and Craps. Every round is decided by a provably fair draw.</p>
      </div>
      {balance && (
        <BalanceBox aria-label="Casino balance">
          <span>Balance</span>
          <strong>{formatDollars(balance.cash)}</strong>
        </BalanceBox>
      )}
    </Banner>
  );
}
