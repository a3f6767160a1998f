import { Button, EmptyState } from '@sb/web-kit';
import { Gavel } from 'lucide-react';
import { useAdminUsers } from '../api/admin-queries';
import { Panel } from '../components/panel';
import { StatGrid } from '../components/stat-grid';
import { useLastSettlement, useRunSettlement } from './use-run-settlement';

/** Open bets across every account, from the admin user stats: what a settlement run could decide. */
function usePendingBetCount(): number | undefined {
  const users = useAdminUsers().data;
  return users?.reduce((sum, user) => sum + user.pendingBets, 0);
}

/**
 * Settlement normally runs by itself when games finish; this runs it now: every finished game is finalized
 * and every pending bet on it is settled.
 */
export function BetSettlementTab() {
  const run = useRunSettlement();
  const last = useLastSettlement();
  const pending = usePendingBetCount();

  return (
    <Panel
      title="Run Settlement"
      description={`Finalize finished games and settle their pending bets.${
        pending === undefined ? '' : ` Open bets right now: ${pending}.`
      }`}
      action={
        <Button loading={run.isPending} onClick={() => run.mutate()}>
          {!run.isPending && <Gavel size={16} aria-hidden />}
          Run Settlement
        </Button>
      }
    >
      {last ? (
        <StatGrid
          label="Settlement result"
          stats={[
            { label: 'Games Finalized', value: last.gamesFinalized },
            { label: 'Bets Settled', value: last.betsSettled },
            { label: 'Bets Won', value: last.betsWon, tone: 'win' },
            { label: 'Bets Lost', value: last.betsLost, tone: 'loss' },
          ]}
        />
      ) : (
        <EmptyState
          icon={<Gavel size={24} />}
          title="No settlement run yet"
          text="Finalize finished games and settle every pending bet on them."
        />
      )}
    </Panel>
  );
}
