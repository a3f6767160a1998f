import styled from 'styled-components';
import type { CasinoGameInfo } from './casino-games';
import { GameTile } from './game-tile';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

// Two tiles a row on a phone; on a desktop the Popular tiles are wider than the others.
const Grid = styled.ul<{ $min: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 150px), 1fr));
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $min }) => $min}px), 1fr));
  }
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** 'Popular games' or 'All games': a heading and a grid of tiles. */
export function GamesSection({
  title,
  games,
  wide = false,
}: {
  title: string;
  games: readonly CasinoGameInfo[];
  wide?: boolean;
}) {
  const id = `casino-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <Grid $min={wide ? 280 : 170}>
        {games.map((game) => (
          <li key={game.id}>
            <GameTile game={game} wide={wide} />
          </li>
        ))}
      </Grid>
    </Section>
  );
}
