import { Badge } from '@sb/web-kit';
import { ChevronRight, Star } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { MarketRow, SportsEvent } from '../catalogue/catalogue-types';
import { BoardGrid, ColumnHead, RowName } from '../catalogue/market-board';
import { MarketOddsButton } from '../catalogue/market-odds-button';
import { kickoff } from '../page-kit/format-date';

const Hero = styled.section`
  display: grid;
  gap: 6px;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.accent} 35%, ${({ theme }) => theme.colors.border});
  border-radius: ${({ theme }) => theme.radii.card};
  background:
    radial-gradient(
      120% 140% at 100% 0%,
      color-mix(in srgb, ${({ theme }) => theme.colors.accent} 22%, transparent),
      transparent 60%
    ),
    linear-gradient(135deg, ${({ theme }) => theme.colors.raised}, ${({ theme }) => theme.colors.panel});
`;

/** One line: the label, the game's sport, league and start, and the link to all its wagers. */
const Strip = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Label = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  > span {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-weight: 400;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Markets = BoardGrid;

const Details = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin-left: auto;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
`;

/** Spec section 2: the earliest scheduled game with odds, as a banner with its three main markets. */
export function FeaturedMatchup({
  event,
  markets,
}: {
  event: SportsEvent;
  markets: ReadonlyMap<string, MarketRow> | undefined;
}) {
  const row = (type: string) => markets?.get(type);
  return (
    <Hero aria-label="Featured Matchup">
      <Strip>
        <Label>
          <Star size={14} aria-hidden />
          Featured Matchup
        </Label>
        <Meta>
          <Badge $tone="accent">{event.sport}</Badge>
          <span>{event.league}</span>
          <span aria-hidden>•</span>
          <span>{kickoff(event.scheduledAt)}</span>
        </Meta>
        <Details to={`/events/${event.id}`}>
          All wagers for this game <ChevronRight size={14} aria-hidden />
        </Details>
      </Strip>
      <Title>
        {event.awayTeam} <span>@</span> {event.homeTeam}
      </Title>
      <Markets $columns={3} $dense role="group" aria-label="Featured Matchup odds">
        <ColumnHead>Team</ColumnHead>
        <ColumnHead>Spread</ColumnHead>
        <ColumnHead>Total</ColumnHead>
        <ColumnHead>Money</ColumnHead>
        <RowName>{event.awayTeam}</RowName>
        <MarketOddsButton matchup={event} row={row('spread')} side="away" />
        <MarketOddsButton matchup={event} row={row('totals')} side="over" />
        <MarketOddsButton matchup={event} row={row('moneyline')} side="away" />
        <RowName>{event.homeTeam}</RowName>
        <MarketOddsButton matchup={event} row={row('spread')} side="home" />
        <MarketOddsButton matchup={event} row={row('totals')} side="under" />
        <MarketOddsButton matchup={event} row={row('moneyline')} side="home" />
      </Markets>
    </Hero>
  );
}
