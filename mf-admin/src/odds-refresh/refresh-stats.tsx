import styled from 'styled-components';
import type { BookmakerBreakdown, GamePropsStats, PlayerPropsStats } from '../api/admin-types';
import { StatGrid } from '../components/stat-grid';

const Group = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  h3 {
    margin: 0;
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
`;

const count = (value: number) => value.toLocaleString('en-US');

/** Seconds with the precision a person reads: '0.31 s', '12.4 s'. */
export const formatDuration = (seconds: number) => `${seconds < 10 ? seconds.toFixed(2) : seconds.toFixed(1)} s`;

function Bookmakers({ breakdown, label }: { breakdown: BookmakerBreakdown; label: string }) {
  return (
    <Group>
      <h3>Bookmakers</h3>
      <StatGrid
        label={label}
        stats={[
          { label: 'DK + FD', value: count(breakdown.dkAndFd) },
          { label: 'DK only', value: count(breakdown.dkOnly) },
          { label: 'FD only', value: count(breakdown.fdOnly) },
        ]}
      />
    </Group>
  );
}

export function GamePropsResult({ stats }: { stats: GamePropsStats }) {
  return (
    <>
      <StatGrid
        label="Game props refresh"
        stats={[
          { label: 'Total Events', value: count(stats.totalEvents) },
          { label: 'With Odds', value: count(stats.eventsWithOdds), tone: 'win' },
          { label: 'Without Odds', value: count(stats.eventsWithoutOdds), tone: 'pending' },
          { label: 'Duration', value: formatDuration(stats.durationSeconds) },
        ]}
      />
      <Bookmakers breakdown={stats.bookmakerBreakdown} label="Game props by bookmaker" />
    </>
  );
}

export function PlayerPropsResult({ stats }: { stats: PlayerPropsStats }) {
  const sports = Object.entries(stats.propsBySport).sort(([, a], [, b]) => b - a);
  return (
    <>
      <StatGrid
        label="Player props refresh"
        stats={[
          { label: 'Total Props', value: count(stats.totalProps), tone: 'win' },
          { label: 'Duration', value: formatDuration(stats.durationSeconds) },
        ]}
      />
      <Group>
        <h3>Props by Sport</h3>
        <StatGrid
          label="Player props by sport"
          stats={sports.map(([sport, props]) => ({ label: sport, value: count(props) }))}
        />
      </Group>
      {stats.bookmakerBreakdown && (
        <Bookmakers breakdown={stats.bookmakerBreakdown} label="Player props by bookmaker" />
      )}
    </>
  );
}
