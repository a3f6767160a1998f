import { Badge, Card, tabularNumbers } from '@sb/web-kit';
import type { BadgeTone } from '@sb/web-kit';
import { CalendarDays } from 'lucide-react';
import styled from 'styled-components';
import type { SportsEvent } from '../catalogue/catalogue-types';
import { isLiveStatus } from '../catalogue/event-status';
import { LiveBadge } from '../catalogue/live-badge';
import { fullDate } from '../page-kit/format-date';
import { isOpenForBetting } from './event-polling';

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

const Score = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.raised};
  border-radius: ${({ theme }) => theme.radii.control};
  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
    margin: 0;
  }
  p.title {
    margin: 0;
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

const Closed = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.control};
  background: ${({ theme }) => theme.colors.raised};
  font-weight: 700;
`;

/** The score box: 'Live Score · Q4' while in play, 'Final Score' once over. */
function ScoreBox({ event, title }: { event: SportsEvent; title: string }) {
  const away = event.result?.awayScore ?? event.awayScore;
  const home = event.result?.homeScore ?? event.homeScore;
  return (
    <Score aria-label={title}>
      <p className="title">{title}</p>
      <dl>
        <dt>{event.awayTeam}</dt>
        <dd>{away}</dd>
        <dt>{event.homeTeam}</dt>
        <dd>{home}</dd>
      </dl>
    </Score>
  );
}

/**
 * Spec section 2: sport, league and status badges, 'away @ home', the date; the live score and period while the
 * game is in play, and 'Betting closed' with the final score once it is over.
 */
export function EventHeader({ event }: { event: SportsEvent }) {
  const live = isLiveStatus(event.status);
  const open = isOpenForBetting(event.status);
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
      {live && <ScoreBox event={event} title={`Live Score${event.period ? ` · ${event.period}` : ''}`} />}
      {!open && <Closed role="status">Betting closed</Closed>}
      {!open && event.result && <ScoreBox event={event} title="Final Score" />}
    </Box>
  );
}
