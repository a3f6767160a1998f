import { Badge, Card } from '@sb/web-kit';
import styled from 'styled-components';
import type { BaseballLeague } from './baseball-league';
import { seasonsToShow } from './baseball-league';

const Box = styled(Card)`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
`;

const Head = styled.div`
  display: grid;
  grid-template-columns: 48px minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  > img {
    width: 48px;
    height: 48px;
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: break-word;
  }
`;

const Country = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  > img {
    width: 24px;
    height: 16px;
    border-radius: 2px;
  }
`;

const Seasons = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A league: logo, name, type, country flag and name, and its newest seasons with the current one marked. */
export function LeagueCard({ league }: { league: BaseballLeague }) {
  const { shown, more } = seasonsToShow(league);
  return (
    <Box aria-labelledby={`league-${league.id}`}>
      <Head>
        <img src={league.logo} alt="" />
        <div>
          <h2 id={`league-${league.id}`}>{league.name}</h2>
          <Badge>{league.type}</Badge>
        </div>
      </Head>
      <Country>
        <img src={league.country.flag} alt="" />
        {league.country.name}
      </Country>
      <Seasons aria-label="Seasons">
        {shown.map(({ season, current }) => (
          <li key={season}>
            <Badge $tone={current ? 'accent' : 'neutral'}>
              {season}
              {current && ' · Current'}
            </Badge>
          </li>
        ))}
        {more > 0 && (
          <li>
            <Badge $tone="push">+{more} more</Badge>
          </li>
        )}
      </Seasons>
    </Box>
  );
}
