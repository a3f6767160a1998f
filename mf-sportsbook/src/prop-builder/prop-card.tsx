import { americanOdds, formatOdds, propMarketLabel } from '@sb/domain';
import { Badge, Card, OddsButton, toast } from '@sb/web-kit';
import { memo } from 'react';
import styled from 'styled-components';
import { selectionText } from '../bet-slip/slip-selection';
import { useIsOnSlip, useSlipToggle } from '../bet-slip/use-slip-toggle';
import { propSelection } from './prop-board';
import type { PlayerProp } from './prop-types';

const Box = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[3]};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Game = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  overflow-wrap: break-word;
`;

const Player = styled.div`
  min-width: 0;
  > strong {
    display: block;
    overflow-wrap: break-word;
  }
  > span {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const Sides = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[2]};
`;

function PropSide({ prop, side }: { prop: PlayerProp; side: 'over' | 'under' }) {
  const selection = propSelection(prop, side);
  const selected = useIsOnSlip(selection?.id);
  const toggle = useSlipToggle();
  const word = side === 'over' ? 'Over' : 'Under';
  const name = selection
    ? `${selectionText(selection)}, ${selection.marketLabel}, ${formatOdds(americanOdds(selection.odds))}`
    : `${prop.playerName} ${word} ${prop.line}`;
  return (
    <OddsButton
      odds={selection?.odds ?? null}
      line={`${word} ${prop.line}`}
      selected={selected}
      label={name}
      data-pick={selection?.id}
      onClick={() => {
        if (!selection) return;
        toggle(selection, (outcome) => {
          if (outcome === 'refused') return;
          const added = outcome === 'added';
          // Spec section 2: the Prop Builder confirms every toggle with a toast.
          toast({
            title: added ? 'Added to Bet Slip' : 'Removed from Bet Slip',
            description: `${selectionText(selection)} ${selection.marketLabel}`,
            variant: added ? 'success' : 'default',
          });
        });
      }}
    />
  );
}

/** A player prop: league, bookmaker, the game, the player and team, and Over / Under with line and odds. */
export const PropCard = memo(function PropCard({ prop }: { prop: PlayerProp }) {
  return (
    <Box aria-label={`${prop.playerName} ${propMarketLabel(prop.propType)}`}>
      <Top>
        <span>{prop.event.league}</span>
        <Badge $tone="accent">{prop.bookmaker}</Badge>
      </Top>
      <Game>
        {prop.event.awayTeam} @ {prop.event.homeTeam}
      </Game>
      <Player>
        <strong>{prop.playerName}</strong>
        <span>{prop.team}</span>
      </Player>
      <Sides>
        <PropSide prop={prop} side="over" />
        <PropSide prop={prop} side="under" />
      </Sides>
    </Box>
  );
});
