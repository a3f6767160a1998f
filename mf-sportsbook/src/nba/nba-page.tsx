import { PAGE_HEADINGS } from '@sb/contracts';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorPanel } from '@sb/web-kit';
import { CalendarX } from 'lucide-react';
import { useMemo } from 'react';
import { EventCardSkeletons } from '../catalogue/event-card-skeleton';
import { Page, PageHeader } from '../page-kit/page-header';
import { CardGrid } from '../page-kit/section';
import { nbaBoard, nbaLines } from './nba-board';
import { NbaGameCard } from './nba-game-card';
import type { NbaGame, NbaOdds } from './nba-types';

/** Spec section 9: NBA games and odds every 30 s. */
export const NBA_POLL_MS = 30_000;

/** /nba: live and upcoming NBA games in a grid. */
export function NbaPage() {
  const games = useQuery<NbaGame[]>({ queryKey: ['/api/nba/games'], refetchInterval: NBA_POLL_MS });
  const odds = useQuery<NbaOdds[]>({ queryKey: ['/api/nba/odds'], refetchInterval: NBA_POLL_MS });
  const board = useMemo(() => nbaBoard(games.data ?? []), [games.data]);
  const oddsByGame = useMemo(() => new Map((odds.data ?? []).map((entry) => [entry.game.id, entry])), [odds.data]);

  return (
    <Page>
      <PageHeader {...PAGE_HEADINGS['/nba']} />
      {games.isPending && <EventCardSkeletons count={3} />}
      {games.isError && (
        <ErrorPanel
          title="NBA games could not be loaded"
          message="Please try again in a moment."
          onRetry={() => void games.refetch()}
        />
      )}
      {games.isSuccess && board.length === 0 && (
        <EmptyState icon={<CalendarX size={26} />} title="No Games Available" text="There are no NBA games to show." />
      )}
      {board.length > 0 && (
        <CardGrid $min="300px">
          {board.map((game) => (
            <NbaGameCard
              key={game.id}
              game={game}
              lines={nbaLines(oddsByGame.get(game.id))}
              oddsLoading={odds.isPending}
            />
          ))}
        </CardGrid>
      )}
    </Page>
  );
}
