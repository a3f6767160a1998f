import { useQuery } from '@tanstack/react-query';
import type { TPlayLimitDto, TSaferGamblingDto } from '@sb/contracts';
import { limitName } from '@sb/domain';
import { Alert, formatDollars, Skeleton } from '@sb/web-kit';
import styled from 'styled-components';
import { Panel } from '../components/panel';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  dd {
    margin: 0;
  }
`;

const money = (cents: number | null) => (cents === null ? 'none' : formatDollars(cents / 100));
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' });

const limitText = (limit: TPlayLimitDto) => {
  const now = limit.amountCents === null ? 'No limit' : `${money(limit.amountCents)} (${money(limit.leftCents)} left)`;
  const pending = limit.pending ? `, ${money(limit.pending.amountCents)} from ${when(limit.pending.effectiveAt)}` : '';
  return now + pending;
};

/** A player's own limits, time-out or self-exclusion and reality check, read-only: no admin command changes them. */
export function PlayerLimitsPanel({ userId, username }: { userId: string; username: string }) {
  const { data, isPending, isError } = useQuery<TSaferGamblingDto>({
    queryKey: ['/api/admin/users', userId, 'safer-gambling'],
    refetchOnMount: 'always',
  });
  const limits = (data?.limits ?? []).filter((limit) => limit.amountCents !== null || limit.pending !== null);

  return (
    <Panel title="Safer gambling" description={`${username}'s own limits and breaks (read-only).`}>
      {isPending ? (
        <Skeleton $height="64px" />
      ) : isError || !data ? (
        <Alert variant="destructive">The limits could not be loaded</Alert>
      ) : (
        <>
          {data.exclusion && (
            <Alert variant="destructive">
              {data.exclusion.kind === 'time-out' ? 'Time-out' : 'Self-excluded'} until {when(data.exclusion.until)}
              {data.exclusion.kind === 'self-exclusion' ? ' (cannot be ended early)' : ''}
            </Alert>
          )}
          <Facts aria-label={`${username}'s limits`}>
            {limits.map((limit) => (
              <div key={`${limit.kind}:${limit.period}`} style={{ display: 'contents' }}>
                <dt>{limitName(limit.kind, limit.period)}</dt>
                <dd>{limitText(limit)}</dd>
              </div>
            ))}
            {limits.length === 0 && (
              <>
                <dt>Limits</dt>
                <dd>None set</dd>
              </>
            )}
            <dt>Reality check</dt>
            <dd>{data.realityCheckMinutes === null ? 'Off' : `Every ${data.realityCheckMinutes} minutes`}</dd>
          </Facts>
        </>
      )}
    </Panel>
  );
}
