import { PAGE_HEADINGS } from '@sb/contracts';
import { Badge, Button, Card, PageHeader } from '@sb/web-kit';
import styled from 'styled-components';
import { MINI_GAMES } from './mini-games';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const GameCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  height: 100%;
  padding: ${({ theme }) => theme.space[6]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    flex: 1;
    margin: 0;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const Icon = styled.div`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.raised};
  color: ${({ theme }) => theme.colors.accent};
`;

/** /mini-games: four games announced as Coming Soon, none playable yet. */
export function MiniGamesPage() {
  return (
    <Page>
      <PageHeader {...PAGE_HEADINGS['/mini-games']} />
      <Grid>
        {MINI_GAMES.map(({ name, description, icon: GameIcon }) => (
          <li key={name}>
            <GameCard aria-labelledby={`mini-game-${name}`}>
              <Top>
                <Icon aria-hidden>
                  <GameIcon size={22} />
                </Icon>
                <Badge $tone="pending">Coming Soon</Badge>
              </Top>
              <h2 id={`mini-game-${name}`}>{name}</h2>
              <p>{description}</p>
              <Button variant="secondary" disabled>
                Coming Soon
              </Button>
            </GameCard>
          </li>
        ))}
      </Grid>
    </Page>
  );
}
