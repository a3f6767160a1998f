import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { MarketRow, SportsEvent } from './catalogue-types';
import { BoardGrid, ColumnHead, RowName } from './market-board';
import { MarketOddsButton } from './market-odds-button';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radii.control};
`;

const None = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const PropsLink = styled(Link)`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
  &:hover {
    text-decoration: underline;
  }
`;

/**
 * 'Props and more' (spec section 2): first-half spread, first-half totals and team totals, and a link to the
 * sport's player props.
 */
export function ExtraMarkets({ event, markets }: { event: SportsEvent; markets: ReadonlyMap<string, MarketRow> }) {
  const spreadH1 = markets.get('spread_h1');
  const totalsH1 = markets.get('totals_h1');
  const home = markets.get('team_total_home');
  const away = markets.get('team_total_away');
  const hasHalf = spreadH1 || totalsH1;
  const hasTeamTotals = home || away;
  return (
    <Box>
      {hasHalf && (
        <BoardGrid $columns={2} role="group" aria-label="1st Half">
          <ColumnHead>1st Half</ColumnHead>
          <ColumnHead>Spread</ColumnHead>
          <ColumnHead>Total</ColumnHead>
          <RowName>{event.awayTeam}</RowName>
          <MarketOddsButton matchup={event} row={spreadH1} side="away" />
          <MarketOddsButton matchup={event} row={totalsH1} side="over" />
          <RowName>{event.homeTeam}</RowName>
          <MarketOddsButton matchup={event} row={spreadH1} side="home" />
          <MarketOddsButton matchup={event} row={totalsH1} side="under" />
        </BoardGrid>
      )}
      {hasTeamTotals && (
        <BoardGrid $columns={2} role="group" aria-label="Team Totals">
          <ColumnHead>Team Totals</ColumnHead>
          <ColumnHead>Over</ColumnHead>
          <ColumnHead>Under</ColumnHead>
          <RowName>{event.awayTeam}</RowName>
          <MarketOddsButton matchup={event} row={away} side="over" />
          <MarketOddsButton matchup={event} row={away} side="under" />
          <RowName>{event.homeTeam}</RowName>
          <MarketOddsButton matchup={event} row={home} side="over" />
          <MarketOddsButton matchup={event} row={home} side="under" />
        </BoardGrid>
      )}
      {!hasHalf && !hasTeamTotals && <None>No first-half or team-total markets for this game yet.</None>}
      <PropsLink to={`/prop-builder?sport=${encodeURIComponent(event.sport)}`}>View All {event.sport} Props</PropsLink>
    </Box>
  );
}
