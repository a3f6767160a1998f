import { Badge, type BadgeTone } from '@sb/web-kit';
import styled from 'styled-components';
import { describeLeg, gameOf, statusLabel } from './bet-display';
import type { Bet, BetStatus } from './bet-types';

const STATUS_TONE: Record<BetStatus, BadgeTone> = {
  pending: 'pending',
  won: 'win',
  lost: 'loss',
  push: 'push',
  void: 'push',
  cashed_out: 'accent',
};

export const Lines = styled.div`
  display: grid;
  gap: 2px;
  small {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

/** Green for a win, red for a loss, plain otherwise (a cash out is neither). */
export const payoutColor = (status: BetStatus) => (status === 'won' ? 'win' : status === 'lost' ? 'loss' : 'text');

export function StatusBadge({ status }: { status: BetStatus }) {
  return (
    <Badge $tone={STATUS_TONE[status]} data-status={status}>
      {statusLabel(status)}
    </Badge>
  );
}

/** A parlay lists every leg's game and pick; a single has one of each. */
export function GameLines({ bet }: { bet: Bet }) {
  const games = [...new Set(bet.legs.map(gameOf))];
  return (
    <Lines>
      {games.map((game) => (
        <span key={game}>{game}</span>
      ))}
    </Lines>
  );
}

export function BetLines({ bet }: { bet: Bet }) {
  if (bet.betMode === 'single' && bet.legs[0]) return <span>{describeLeg(bet.legs[0])}</span>;
  return (
    <Lines>
      <strong>Parlay ({bet.legs.length} legs)</strong>
      {bet.legs.map((leg) => (
        <small key={leg.id}>{describeLeg(leg)}</small>
      ))}
    </Lines>
  );
}
