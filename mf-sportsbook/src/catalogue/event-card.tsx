import { Card } from '@sb/web-kit';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { memo, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { kickoff, kickoffParts } from '../page-kit/format-date';
import type { MarketRow, SportsEvent } from './catalogue-types';
import { isLiveStatus } from './event-status';
import { LiveBadge } from './live-badge';
import { WIDE_BOARD, WIDE_COLUMN_GAP, WIDE_LINKS_COLUMN, WIDE_ODDS_COLUMNS } from './game-columns';
import { BoardGrid, ColumnHead, RowName, RowNameCell } from './market-board';
import { ExtraMarkets } from './extra-markets';
import { MarketOddsButton } from './market-odds-button';
import { hasDraw } from './market-selections';

/** A card on a phone; on a wide board one ruled row of a game list (GameList), its links in a column of their own. */
const Box = styled(Card)`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  padding: 6px ${({ theme }) => theme.space[3]};
  ${WIDE_BOARD} {
    grid-template-columns: minmax(0, 1fr) ${WIDE_LINKS_COLUMN};
    align-items: center;
    column-gap: ${WIDE_COLUMN_GAP};
  }
`;

/**
 * Spread, total and moneyline: on a wide board in the list's fixed columns, one line per team (names cut with
 * an ellipsis, never wrapped) and one-line 24 px buttons, so ten games and more fit a laptop's first screen.
 */
const Odds = styled(BoardGrid)`
  ${WIDE_BOARD} {
    grid-template-columns: ${WIDE_ODDS_COLUMNS};
    gap: 2px ${WIDE_COLUMN_GAP};
    button[aria-pressed] {
      flex-direction: row;
      gap: ${({ theme }) => theme.space[1]};
      min-height: 24px;
      padding: 0 ${({ theme }) => theme.space[1]};
    }
    ${RowNameCell} {
      grid-column: 2;
      > span {
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
    }
  }
`;

/** The card's own column heads (a phone's), level with the head's last line; a wide board has one line for the list. */
const CardHead = styled(ColumnHead)`
  align-self: end;
  ${WIDE_BOARD} {
    display: none;
  }
`;

/**
 * When and where: on a phone the first cell of the heads' row, the start (or LIVE) and, under it when both do not
 * fit, the day and league, which wrap rather than lose the league ('Today · NCAA Ba…' could be basketball or
 * baseball); on a wide board the left column of the game's two rows, the start above the day and league, which give
 * way with an ellipsis there (the head's title names them whole). Only the day and league give way: the LIVE badge
 * before them is a span too, never cut. (Comments inside the CSS ship in the bundle; these do not.)
 */
const GameHead = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 ${({ theme }) => theme.space[1]};
  min-width: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.25;
  white-space: nowrap;
  > span:last-child {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: normal;
  }
  > strong {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
  ${WIDE_BOARD} {
    > span:last-child {
      white-space: nowrap;
    }
    grid-row: span 2;
    /* Soccer's three-way moneyline adds the Draw's row between the teams. */
    &[data-three-way] {
      grid-row: span 3;
    }
    flex-direction: column;
    align-items: flex-start;
    justify-content: center;
    gap: 2px;
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
  ${WIDE_BOARD} {
    flex-direction: column-reverse;
    flex-wrap: nowrap;
    align-items: flex-end;
    justify-content: center;
    gap: 12px;
    white-space: nowrap;
  }
`;

/** 'Props and more' opens under the whole row. */
const Extras = styled.div`
  min-width: 0;
  ${WIDE_BOARD} {
    grid-column: 1 / -1;
  }
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
    const start = kickoffParts(event.scheduledAt);
    const row = (side: 'away' | 'home', team: string, score: number) => (
      <>
        <RowName score={live ? score : undefined}>{team}</RowName>
        <MarketOddsButton matchup={event} row={markets.get('spread')} side={side} />
        <MarketOddsButton matchup={event} row={markets.get('totals')} side={side === 'away' ? 'over' : 'under'} />
        <MarketOddsButton matchup={event} row={markets.get('moneyline')} side={side} />
      </>
    );
    return (
      <Box aria-label={matchup} data-sport={event.sport}>
        <Odds $columns={3} role="group" aria-label={`${matchup} odds`}>
          <GameHead
            title={`${event.sport} · ${event.league} · ${kickoff(event.scheduledAt)}`}
            data-three-way={hasDraw(markets.get('moneyline')) || undefined}
          >
            {live ? <LiveBadge /> : <strong>{start.time}</strong>}
            <span>
              {live ? [event.period, event.league].filter(Boolean).join(' · ') : `${start.day} · ${event.league}`}
            </span>
          </GameHead>
          <CardHead>Spread</CardHead>
          <CardHead>Total</CardHead>
          <CardHead>Money</CardHead>
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
        </Odds>
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
        {withExtras && extrasOpen && (
          <Extras>
            <ExtraMarkets event={event} markets={markets} />
          </Extras>
        )}
      </Box>
    );
  },
  (before, after) =>
    before.event === after.event &&
    before.withExtras === after.withExtras &&
    sameMarkets(before.markets, after.markets),
);
