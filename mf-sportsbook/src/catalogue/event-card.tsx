import { Badge, Card } from '@sb/web-kit';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { memo, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { kickoff } from '../page-kit/format-date';
import type { MarketRow, SportsEvent } from './catalogue-types';
import { isLiveStatus } from './event-status';
import { LiveBadge } from './live-badge';
import { BoardGrid, ColumnHead, RowName } from './market-board';
import { ExtraMarkets } from './extra-markets';
import { MarketOddsButton } from './market-odds-button';
import { hasDraw } from './market-selections';

/** Dense like the big books: the game's line and the column heads share one row, one line per team. */
const Box = styled(Card)`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  padding: 6px ${({ theme }) => theme.space[3]};
`;

/** The first cell of the head row: sport, league and start (or LIVE), where the 'Game' heading was. */
const GameHead = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;
  > span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  /* A phone's name column is too narrow for the game's line: it takes the whole first row there. */
  @media (max-width: 767px) {
    grid-column: 1 / -1;
  }
`;

/** Holds the name column of the heads' row on a phone (where the game's line has a row of its own). */
const PhoneSpacer = styled.span`
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

const Matchup = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  &:hover {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  cursor: pointer;
  svg {
    transition: transform 150ms;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

type Props = {
  event: SportsEvent;
  /** This game's market rows by type; missing markets show locked buttons. */
  markets: ReadonlyMap<string, MarketRow> | undefined;
  /** The sportsbook page's 'Props and more' toggle (first-half and team-total markets). */
  withExtras?: boolean;
};

const NO_MARKETS: ReadonlyMap<string, MarketRow> = new Map();

/** Polls hand back the same row objects when nothing moved: a card re-renders only when one of its rows did. */
const sameMarkets = (a: Props['markets'] = NO_MARKETS, b: Props['markets'] = NO_MARKETS) =>
  a === b || (a.size === b.size && [...a].every(([type, row]) => b.get(type) === row));

/** A game on a list: league and start (or LIVE and the score), and its spread, total and moneyline. */
export const EventCard = memo(
  function EventCard({ event, markets = NO_MARKETS, withExtras = false }: Props) {
    const [extrasOpen, setExtrasOpen] = useState(false);
    const live = isLiveStatus(event.status);
    const matchup = `${event.awayTeam} @ ${event.homeTeam}`;
    const row = (side: 'away' | 'home', team: string, score: number) => (
      <>
        <RowName score={live ? score : undefined}>{team}</RowName>
        <MarketOddsButton matchup={event} row={markets.get('spread')} side={side} />
        <MarketOddsButton matchup={event} row={markets.get('totals')} side={side === 'away' ? 'over' : 'under'} />
        <MarketOddsButton matchup={event} row={markets.get('moneyline')} side={side} />
      </>
    );
    return (
      <Box aria-label={matchup}>
        <BoardGrid $columns={3} $dense role="group" aria-label={`${matchup} odds`}>
          <GameHead>
            <Badge>{event.sport}</Badge>
            {live ? <LiveBadge period={event.period} /> : <span>{kickoff(event.scheduledAt)}</span>}
            <span>· {event.league}</span>
          </GameHead>
          <PhoneSpacer aria-hidden />
          <ColumnHead>Spread</ColumnHead>
          <ColumnHead>Total</ColumnHead>
          <ColumnHead>Money</ColumnHead>
          {row('away', event.awayTeam, event.awayScore)}
          {hasDraw(markets.get('moneyline')) && (
            // Soccer's three-way moneyline: the Draw sits between the teams, in the Money column only.
            <>
              <RowName>Draw</RowName>
              <span aria-hidden />
              <span aria-hidden />
              <MarketOddsButton matchup={event} row={markets.get('moneyline')} side="draw" />
            </>
          )}
          {row('home', event.homeTeam, event.homeScore)}
        </BoardGrid>
        {withExtras && extrasOpen && <ExtraMarkets event={event} markets={markets} />}
        <Footer>
          {withExtras ? (
            <Toggle type="button" aria-expanded={extrasOpen} onClick={() => setExtrasOpen((open) => !open)}>
              {extrasOpen ? 'Hide Props' : 'Props and more'}
              <ChevronDown size={14} aria-hidden />
            </Toggle>
          ) : (
            <span />
          )}
          <Matchup to={`/events/${event.id}`} aria-label={`All wagers: ${matchup}`}>
            All wagers <ChevronRight size={14} aria-hidden />
          </Matchup>
        </Footer>
      </Box>
    );
  },
  (before, after) =>
    before.event === after.event &&
    before.withExtras === after.withExtras &&
    sameMarkets(before.markets, after.markets),
);
