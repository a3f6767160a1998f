import { Card, Skeleton } from '@sb/web-kit';
import styled from 'styled-components';
import {
  GAME_BOARD_CONTAINER,
  WIDE_BOARD,
  WIDE_COLUMN_GAP,
  WIDE_LINKS_COLUMN,
  WIDE_ODDS_COLUMNS,
} from './game-columns';
import { GameList } from './game-section';

const Board = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  container: ${GAME_BOARD_CONTAINER} / inline-size;
`;

/** Laid out like a game (EventCard): a card with a heads row and two team rows on a phone, two-line rows wide. */
const Game = styled(Card)`
  display: grid;
  grid-template-columns: minmax(0, 1.8fr) repeat(3, minmax(56px, 1fr));
  gap: 6px ${({ theme }) => theme.space[2]};
  align-items: center;
  padding: 6px ${({ theme }) => theme.space[3]};
  ${WIDE_BOARD} {
    grid-template-columns: ${WIDE_ODDS_COLUMNS} ${WIDE_LINKS_COLUMN};
    gap: 2px ${WIDE_COLUMN_GAP};
  }
`;

const Meta = styled.div`
  display: grid;
  gap: 4px;
  ${WIDE_BOARD} {
    grid-row: span 2;
  }
`;

const NarrowOnly = styled.div`
  ${WIDE_BOARD} {
    display: none;
  }
`;

/** Where the card's links are: under the rows on a phone, in the right-hand column wide. */
const Links = styled.div`
  grid-column: 1 / -1;
  ${WIDE_BOARD} {
    display: none;
  }
`;

const WideLink = styled.div`
  display: none;
  ${WIDE_BOARD} {
    display: block;
    justify-self: end;
    width: 80%;
  }
`;

const Price = styled(Skeleton)`
  height: 44px;
  ${WIDE_BOARD} {
    height: 26px;
  }
`;

const Heads = styled.div`
  display: none;
  ${WIDE_BOARD} {
    display: grid;
    grid-template-columns: ${WIDE_ODDS_COLUMNS} ${WIDE_LINKS_COLUMN};
    column-gap: ${WIDE_COLUMN_GAP};
    align-items: center;
    padding: 0 9px;
  }
`;

function TeamRow() {
  return (
    <>
      <Skeleton $width="70%" $height="14px" />
      <Price />
      <Price />
      <Price />
      <WideLink>
        <Skeleton $height="12px" />
      </WideLink>
    </>
  );
}

function SkeletonGame() {
  return (
    <Game>
      <Meta>
        <Skeleton $width="60%" $height="12px" />
        <Skeleton $width="80%" $height="12px" />
      </Meta>
      {[0, 1, 2].map((head) => (
        <NarrowOnly key={head}>
          <Skeleton $width="60%" $height="10px" style={{ margin: '0 auto' }} />
        </NarrowOnly>
      ))}
      <TeamRow />
      <TeamRow />
      <Links>
        <Skeleton $width="30%" $height="12px" />
      </Links>
    </Game>
  );
}

/**
 * Loading: placeholder games shaped like the game lines they stand for (three on the sportsbook page), under a
 * heads line where a wide board has one, so the board does not jump when the games arrive.
 */
export function GameListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <Board role="status" aria-label="Loading games" data-skeleton="game-list">
      <Heads aria-hidden>
        <Skeleton $width="120px" $height="16px" style={{ gridColumn: '1 / 3' }} />
        {[0, 1, 2].map((head) => (
          <Skeleton key={head} $width="50%" $height="10px" style={{ margin: '0 auto' }} />
        ))}
      </Heads>
      <GameList>
        {Array.from({ length: count }, (_, index) => (
          <SkeletonGame key={index} />
        ))}
      </GameList>
    </Board>
  );
}
