import type { TCasinoRound } from '@sb/contracts';
import { Button } from '@sb/web-kit';
import { useState } from 'react';
import styled from 'styled-components';
import type { Verification } from './verify-round';

const Result = styled.div<{ $ok: boolean }>`
  display: grid;
  gap: 2px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  strong {
    color: ${({ theme, $ok }) => ($ok ? theme.colors.win : theme.colors.loss)};
  }
  span {
    color: ${({ theme }) => theme.colors.textSecondary};
    overflow-wrap: anywhere;
  }
`;

/** 'Verify' on a round with a revealed seed: replays it here, in the browser, and shows both outcomes. */
export function RoundVerifier({ round }: { round: TCasinoRound }) {
  const [verification, setVerification] = useState<Verification | null>(null);
  if (round.serverSeed === null) return <span>Seed not revealed yet</span>;
  if (!verification) {
    const verify = async () => {
      // The replay (and its hashing) is its own chunk: the lobby's first load does not carry it.
      const { verifyRound } = await import('./verify-round');
      setVerification(verifyRound(round));
    };
    return (
      <Button size="sm" variant="secondary" onClick={() => void verify()} aria-label={`Verify round ${round.nonce}`}>
        Verify
      </Button>
    );
  }
  if (verification.kind === 'failed') {
    return (
      <Result $ok={false} role="status">
        <strong>Could not verify</strong>
        <span>{verification.reason}</span>
      </Result>
    );
  }
  return (
    <Result $ok={verification.kind === 'verified'} role="status">
      <strong>{verification.kind === 'verified' ? 'Verified: outcomes match' : 'Mismatch: outcomes differ'}</strong>
      <span>Recomputed: {verification.recomputed}</span>
      <span>Recorded: {verification.recorded}</span>
      {!verification.hashMatches && <span>The revealed seed does not match its hash.</span>}
    </Result>
  );
}
