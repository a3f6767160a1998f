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
  /* A featured (Popular) tile lies on its side on a desktop: the picture, then the name and a Play label. */
  ${({ theme }) => theme.media.desktop} {
    &[data-wide] {
      grid-template-columns: 48% 1fr;
      grid-template-rows: auto;
    }
    &[data-wide] svg {
      aspect-ratio: auto;
      height: 100%;
      min-height: 150px;
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
  [data-wide] > & {
    ${({ theme }) => theme.media.desktop} {
      align-self: center;
      padding: ${({ theme }) => theme.space[6]};
      strong {
        font-size: ${({ theme }) => theme.fontSizes.xl};
      }
    }
  }
`;

const Tagline = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const PlayLabel = styled.span`
  display: none;
  ${({ theme }) => theme.media.desktop} {
    display: inline;
  }
  justify-self: start;
  margin-top: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.control};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
`;

/** One game in the lobby: its picture, name and one line; opens the game at /casino?game=<id>. */
export function GameTile({ game, wide = false }: { game: CasinoGameInfo; wide?: boolean }) {
  return (
    <Tile to={`/casino?game=${game.id}`} aria-label={`Play ${game.name}`} data-wide={wide || undefined}>
      <GameArt game={game.id} />
      <Text>
        <strong>{game.name}</strong>
        <Tagline>{game.tagline}</Tagline>
        {wide && <PlayLabel aria-hidden>Play now</PlayLabel>}
      </Text>
    </Tile>
  );
}
