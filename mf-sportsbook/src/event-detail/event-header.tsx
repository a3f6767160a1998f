import { Badge, Card, tabularNumbers } from '@sb/web-kit';
import type { BadgeTone } from '@sb/web-kit';
import { CalendarDays } from 'lucide-react';
import styled from 'styled-components';
import type { SportsEvent } from '../catalogue/catalogue-types';
import { isLiveStatus } from '../catalogue/event-status';
import { LiveBadge } from '../catalogue/live-badge';
import { fullDate } from '../page-kit/format-date';

const Box = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: 1.25;
    overflow-wrap: anywhere;
    ${({ theme }) => theme.media.desktop} {
      font-size: ${({ theme }) => theme.fontSizes.xxl};
    }
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const When = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Score = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.raised};
  border-radius: ${({ theme }) => theme.radii.control};
  div.title {
    grid-column: 1 / -1;
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
  dt {
    overflow-wrap: anywhere;
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
    text-align: right;
    ${tabularNumbers}
  }
`;

const statusTone = (status: string): BadgeTone => (status === 'scheduled' ? 'accent' : 'push');

/** Spec section 2: sport, league and status badges, 'away @ home', the date, and the final score if any. */
export function EventHeader({ event }: { event: SportsEvent }) {
  return (
    <Box aria-label="Game">
      <Badges>
        <Badge>{event.sport}</Badge>
        <Badge>{event.league}</Badge>
        {isLiveStatus(event.status) ? (
          <LiveBadge period={event.period} />
        ) : (
          <Badge $tone={statusTone(event.status)}>{event.status.toUpperCase()}</Badge>
        )}
      </Badges>
      <h1>
        {event.awayTeam} @ {event.homeTeam}
      </h1>
      <When>
        <CalendarDays size={16} aria-hidden />
        {fullDate(event.scheduledAt)}
      </When>
      {event.result && (
        <Score aria-label="Final Score">
          <div className="title">Final Score</div>
          <dt>{event.awayTeam}</dt>
          <dd>{event.result.awayScore}</dd>
          <dt>{event.homeTeam}</dt>
          <dd>{event.result.homeScore}</dd>
        </Score>
      )}
    </Box>
  );
}
