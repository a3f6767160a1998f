import { ErrorPanel, formatDollars, Skeleton, tabularNumbers } from '@sb/web-kit';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { gameInfo } from '../lobby/casino-games';
import { casinoPaths, fetchRounds } from '../shared/casino-api';
import { RoundVerifier } from './round-verifier';

const SHOWN = 10;

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.control};
  background: ${({ theme }) => theme.colors.raised};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  min-width: 0;
  > div {
    min-width: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    overflow-wrap: anywhere;
  }
`;

const Net = styled.strong<{ $net: number }>`
  ${tabularNumbers}
  color: ${({ theme, $net }) => ($net > 0 ? theme.colors.win : $net < 0 ? theme.colors.loss : theme.colors.push)};
`;

const Verify = styled.div`
  grid-column: 1 / -1;
`;

/** The player's latest rounds (GET /api/casino/rounds), each verifiable once its seed is revealed. */
export function RecentRounds() {
  const rounds = useQuery({ queryKey: [casinoPaths.rounds], queryFn: fetchRounds });
  if (rounds.isPending) return <Skeleton $height="80px" />;
  if (rounds.isError) {
    return (
      <ErrorPanel
        title="Rounds unavailable"
        message="Failed to load your rounds."
        onRetry={() => void rounds.refetch()}
      />
    );
  }
  const list = rounds.data.rounds.slice(0, SHOWN);
  if (list.length === 0) return <p>No rounds yet. Play a game and it appears here.</p>;
  return (
    <List aria-label="Recent rounds">
      {list.map((round) => (
        <Row key={round.roundId} aria-label={`${gameInfo(round.game).name} round, nonce ${round.nonce}`}>
          <div>
            <strong>{gameInfo(round.game).name}</strong> · bet {formatDollars(round.bet)} · nonce {round.nonce}
            <p>{round.message}</p>
          </div>
          <Net $net={round.netChange}>
            {round.status === 'open' ? 'In play' : `${round.netChange > 0 ? '+' : ''}${formatDollars(round.netChange)}`}
          </Net>
          {round.status === 'complete' && (
            <Verify>
              <RoundVerifier round={round} />
            </Verify>
          )}
        </Row>
      ))}
    </List>
  );
}
