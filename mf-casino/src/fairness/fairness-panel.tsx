import { Alert, Button, Card, ErrorPanel, Skeleton } from '@sb/web-kit';
import { ShieldCheck } from 'lucide-react';
import styled from 'styled-components';
import { RecentRounds } from './recent-rounds';
import { SeedPair } from './seed-pair';
import { useFairness } from './use-fairness';

const Panel = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  min-width: 0;
  h2,
  h3 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    padding: ${({ theme }) => theme.space[6]};
    > header {
      grid-column: 1 / -1;
    }
  }
`;

const Column = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Revealed = styled.div`
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.control};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  code {
    display: block;
    margin-top: 2px;
    overflow-wrap: anywhere;
  }
`;

/** Provably fair: the seed pair, 'Rotate seed' that reveals the old server seed, and the rounds to verify. */
export function FairnessPanel() {
  const { pair, revealed, error, clientSeed, rotation } = useFairness();
  return (
    <Panel aria-labelledby="casino-fairness">
      <header>
        <h2 id="casino-fairness">
          <ShieldCheck size={20} aria-hidden /> Provably fair
        </h2>
      </header>
      <Column>
        <p>
          Every round is drawn from HMAC-SHA256 of the server seed, your client seed and the nonce. The hash below is
          committed before you play; rotating the seed reveals it so any round can be replayed.
        </p>
        {pair.isPending && <Skeleton $height="120px" />}
        {pair.isError && (
          <ErrorPanel
            title="Seeds unavailable"
            message="Failed to load your seeds."
            onRetry={() => void pair.refetch()}
          />
        )}
        {pair.data && (
          <SeedPair
            pair={pair.data}
            saving={clientSeed.isPending}
            onSaveClientSeed={(seed) => clientSeed.mutate(seed)}
          />
        )}
        <div>
          <Button
            variant="secondary"
            onClick={() => rotation.mutate()}
            loading={rotation.isPending}
            disabled={!pair.data}
          >
            Rotate seed
          </Button>
        </div>
        {error && <Alert variant="destructive">{error}</Alert>}
        {revealed && (
          <Revealed role="status" aria-label="Revealed server seed">
            Previous server seed, now revealed:
            <code>{revealed.serverSeed}</code>
            Its hash, shown while you played:
            <code>{revealed.serverSeedHash}</code>
          </Revealed>
        )}
      </Column>
      <Column>
        <h3>Recent rounds</h3>
        <RecentRounds />
      </Column>
    </Panel>
  );
}
