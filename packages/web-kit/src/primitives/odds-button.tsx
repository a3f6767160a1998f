import { americanOdds, formatOdds } from '@sb/domain';
import { Lock } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';
import { useEffect, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { tabularNumbers } from '../theme/text.js';

/** DESIGN.md: a moved price flashes for one second, in colour only, so nothing shifts. */
export const ODDS_FLASH_MS = 1000;

type Move = 'up' | 'down' | null;

export type OddsButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  /** American odds; null when the side is not priced (the button shows a lock and cannot be pressed). */
  odds: number | null;
  /** The line above the price: '-3.5', 'O 224.5'. */
  line?: string;
  selected?: boolean;
  /** The accessible name, e.g. 'Lakers moneyline +145': the price alone says nothing to a screen reader. */
  label: string;
};

const flash = (move: Move) =>
  move &&
  css`
    border-color: ${({ theme }) => (move === 'up' ? theme.colors.oddsUp : theme.colors.oddsDown)};
    box-shadow: inset 0 0 0 1px ${({ theme }) => (move === 'up' ? theme.colors.oddsUp : theme.colors.oddsDown)};
  `;

const Box = styled.button<{ $selected: boolean; $move: Move }>`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-width: 0;
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.control};
  background: ${({ theme }) => theme.colors.raised};
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.2;
  cursor: pointer;
  transition:
    background 120ms,
    border-color 120ms;
  ${tabularNumbers}
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.textMuted};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ${({ $selected, theme }) =>
    $selected &&
    css`
      background: ${theme.colors.accent};
      border-color: ${theme.colors.accent};
      color: ${theme.colors.onAccent};
      &:hover:not(:disabled) {
        border-color: ${theme.colors.accent};
      }
    `}
  ${({ $move }) => flash($move)}
`;

const Line = styled.span<{ $selected: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.onAccent : theme.colors.textSecondary)};
  white-space: nowrap;
`;

const Price = styled.span<{ $move: Move; $selected: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  white-space: nowrap;
  color: ${({ theme, $move, $selected }) => {
    if ($selected || !$move) return 'inherit';
    return $move === 'up' ? theme.colors.oddsUp : theme.colors.oddsDown;
  }};
`;

/** Remembers the last price and says for one second which way it went. */
function useOddsMove(odds: number | null): Move {
  const previous = useRef(odds);
  const [move, setMove] = useState<Move>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = odds;
    if (before === null || odds === null || before === odds) return undefined;
    setMove(odds > before ? 'up' : 'down');
    const timer = setTimeout(() => setMove(null), ODDS_FLASH_MS);
    return () => clearTimeout(timer);
  }, [odds]);
  return move;
}

/** The most pressed control of a sportsbook: a line and a price, toggled onto the bet slip. */
export function OddsButton({ odds, line, selected = false, label, disabled, ...rest }: OddsButtonProps) {
  const move = useOddsMove(odds);
  const priced = odds !== null;
  return (
    <Box
      type="button"
      aria-pressed={selected}
      aria-label={priced ? label : `${label} unavailable`}
      data-moved={move ?? undefined}
      disabled={disabled || !priced}
      $selected={selected}
      $move={move}
      {...rest}
    >
      {line !== undefined && <Line $selected={selected}>{line}</Line>}
      <Price $move={move} $selected={selected}>
        {priced ? formatOdds(americanOdds(odds)) : <Lock size={14} aria-hidden />}
      </Price>
    </Box>
  );
}
