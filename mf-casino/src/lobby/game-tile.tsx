import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CasinoGameInfo } from './casino-games';
import { GameArt } from './game-art';

const Tile = styled(Link)`
  display: grid;
  grid-template-rows: auto 1fr;
  height: 100%;
  min-width: 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.card};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.panel};
  color: inherit;
  text-decoration: none;
  transition:
    transform 150ms,
    border-color 150ms;
  svg {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 10;
  }
  &[data-wide] svg {
    aspect-ratio: 2 / 1;
    ${({ theme }) => theme.media.desktop} {
      aspect-ratio: 3 / 1;
    }
  }
  &:hover {
    transform: translateY(-2px);
    border-color: ${({ theme }) => theme.colors.accent};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover {
      transform: none;
    }
  }
`;

const Text = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  strong {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  span {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

/** One game in the lobby: its picture, name and one line; opens the game at /casino?game=<id>. */
export function GameTile({ game, wide = false }: { game: CasinoGameInfo; wide?: boolean }) {
  return (
    <Tile to={`/casino?game=${game.id}`} aria-label={`Play ${game.name}`} data-wide={wide || undefined}>
      <GameArt game={game.id} />
      <Text>
        <strong>{game.name}</strong>
        <span>{game.tagline}</span>
      </Text>
    </Tile>
  );
}
