import { formatDollars, tabularNumbers, useBalance } from '@sb/web-kit';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Frame = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const Top = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  h1 {
    flex: 1;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Balance = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong {
    ${tabularNumbers}
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** An open game: 'Back to Casino', its name, the balance it plays with, then its table. */
export function GameFrame({ title, children }: { title: string; children: ReactNode }) {
  const balance = useBalance();
  return (
    <Frame aria-labelledby="casino-game-title">
      <Back to="/casino">
        <ArrowLeft size={16} aria-hidden />
        Back to Casino
      </Back>
      <Top>
        <h1 id="casino-game-title">{title}</h1>
        {balance && (
          <Balance>
            Balance <strong>{formatDollars(balance.cash)}</strong>
          </Balance>
        )}
      </Top>
      {children}
    </Frame>
  );
}
