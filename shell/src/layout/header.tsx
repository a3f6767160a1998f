import { Button, formatDollars, LiveDot, tabularNumbers, useBalance } from '@sb/web-kit';
import { PanelLeft, Trophy } from 'lucide-react';
import styled from 'styled-components';
import { ProductName } from './product-name';
import { useSidebar } from './sidebar/sidebar-context';
import { useHasLiveGames } from './use-live-status';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  height: 56px;
  padding: 0 ${({ theme }) => theme.space[4]};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.background} 88%, transparent);
  backdrop-filter: blur(8px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 700;
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Live = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: 6px;
  color: ${({ theme }) => theme.colors.live};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.06em;
`;

/** On a phone the dot alone says it; the word needs the room the title lacks. */
const LiveWord = styled.span`
  display: none;
  ${({ theme }) => theme.media.desktop} {
    display: inline;
  }
`;

/** Cash first, pushed right; free play beside it when the player has some. */
const Balance = styled.div<{ $beside?: boolean }>`
  flex: none;
  margin-left: ${({ $beside }) => ($beside ? '0' : 'auto')};
  display: grid;
  justify-items: end;
  line-height: 1.2;
  span {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  strong {
    ${tabularNumbers}
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** Sidebar toggle, product title, live indicator and the shared balance (free play beside cash when above 0). */
export function Header() {
  const { toggle } = useSidebar();
  const live = useHasLiveGames();
  const balance = useBalance();

  return (
    <Bar>
      <Button variant="ghost" size="icon" aria-label="Toggle Sidebar" onClick={toggle}>
        <PanelLeft size={18} aria-hidden />
      </Button>
      <Title>
        <Trophy size={20} aria-hidden />
        <ProductName />
      </Title>
      {live && (
        <Live>
          <LiveDot aria-label="Live games in progress" />
          <LiveWord aria-hidden>LIVE</LiveWord>
        </Live>
      )}
      {balance && (
        <Balance aria-label="Balance">
          <span>Balance</span>
          <strong>{formatDollars(balance.cash)}</strong>
        </Balance>
      )}
      {balance && balance.freePlay > 0 && (
        <Balance aria-label="Free Play" $beside>
          <span>Free Play</span>
          <strong>{formatDollars(balance.freePlay)}</strong>
        </Balance>
      )}
    </Bar>
  );
}
