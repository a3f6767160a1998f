import { Star } from 'lucide-react';
import styled from 'styled-components';
import type { MarketRow, SportsEvent } from '../catalogue/catalogue-types';
import { EventCard } from '../catalogue/event-card';
import { GAME_BOARD_CONTAINER, WIDE_BOARD, WIDE_ROW_PADDING } from '../catalogue/game-columns';
import { ColumnHeads } from '../catalogue/game-section';

/** A strip, not a hero: the same game line as the lists below, under an accent label, on an accent panel. */
const Hero = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 2px;
  min-width: 0;
  padding-top: 4px;
  container: ${GAME_BOARD_CONTAINER} / inline-size;
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.accent} 35%, ${({ theme }) => theme.colors.border});
  border-radius: ${({ theme }) => theme.radii.card};
  background:
    radial-gradient(
      120% 140% at 100% 0%,
      color-mix(in srgb, ${({ theme }) => theme.colors.accent} 18%, transparent),
      transparent 60%
    ),
    linear-gradient(135deg, ${({ theme }) => theme.colors.raised}, ${({ theme }) => theme.colors.panel});
  > div:first-child {
    padding-inline: ${({ theme }) => theme.space[3]};
    ${WIDE_BOARD} {
      padding-inline: 8px;
    }
  }
  > section {
    border: 0;
    background: none;
    ${WIDE_BOARD} {
      padding: ${WIDE_ROW_PADDING} 6px;
    }
  }
`;

const Label = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  white-space: nowrap;
  ${WIDE_BOARD} {
    grid-column: 1 / 3;
  }
  > svg {
    flex: none;
  }
  /* The rows below name both teams: the heading is for assistive tech and the page outline. */
  > h2 {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

/** Spec section 2: the earliest scheduled game with odds, first on the board with its three main markets. */
export function FeaturedMatchup({
  event,
  markets,
}: {
  event: SportsEvent;
  markets: ReadonlyMap<string, MarketRow> | undefined;
}) {
  return (
    <Hero aria-label="Featured Matchup">
      <ColumnHeads>
        <Label>
          <Star size={14} aria-hidden />
          Featured Matchup
          <h2>
            {event.awayTeam} @ {event.homeTeam}
          </h2>
        </Label>
      </ColumnHeads>
      <EventCard event={event} markets={markets} />
    </Hero>
  );
}
