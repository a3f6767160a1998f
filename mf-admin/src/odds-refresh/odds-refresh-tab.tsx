import { Button, EmptyState } from '@sb/web-kit';
import { ListChecks, RefreshCw, Trophy } from 'lucide-react';
import styled from 'styled-components';
import { Panel } from '../components/panel';
import { QuotaPanel } from './quota-panel';
import { GamePropsResult, PlayerPropsResult } from './refresh-stats';
import {
  useLastGamePropsStats,
  useLastPlayerPropsStats,
  useRefreshGameProps,
  useRefreshPlayerProps,
} from './use-odds-refresh';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 1fr 1fr;
  }
`;

/**
 * On-demand odds feed pulls (each card keeps the figures of its last run until the next one), and below them the
 * paid provider's quota and refresh plan.
 */
export function OddsRefreshTab() {
  const games = useRefreshGameProps();
  const props = useRefreshPlayerProps();
  const gameStats = useLastGamePropsStats();
  const propStats = useLastPlayerPropsStats();

  return (
    <Stack>
      <Columns>
        <Panel
          title="Game Props"
          description="Moneyline, spread and totals for every listed game."
          action={
            <Button loading={games.isPending} onClick={() => games.mutate()}>
              {!games.isPending && <RefreshCw size={16} aria-hidden />}
              Refresh Game Props
            </Button>
          }
        >
          {gameStats ? (
            <GamePropsResult stats={gameStats} />
          ) : (
            <EmptyState
              icon={<Trophy size={24} />}
              title="Not refreshed yet"
              text="Run a refresh to see its figures."
            />
          )}
        </Panel>
        <Panel
          title="Player Props"
          description="Player markets for every sport with a prop catalogue."
          action={
            <Button loading={props.isPending} onClick={() => props.mutate()}>
              {!props.isPending && <RefreshCw size={16} aria-hidden />}
              Refresh Player Props
            </Button>
          }
        >
          {propStats ? (
            <PlayerPropsResult stats={propStats} />
          ) : (
            <EmptyState
              icon={<ListChecks size={24} />}
              title="Not refreshed yet"
              text="Run a refresh to see its figures."
            />
          )}
        </Panel>
      </Columns>
      <QuotaPanel />
    </Stack>
  );
}
