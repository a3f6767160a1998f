import { Button, formatDollars } from '@sb/web-kit';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@sb/web-kit/overlays';
import { CircleCheck, CircleX } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { BetOutcome } from './use-place-bet';

const Title = styled(DialogTitle)<{ $ok: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  svg {
    color: ${({ theme, $ok }) => ($ok ? theme.colors.win : theme.colors.loss)};
  }
`;

const Detail = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.raised};
  border-radius: ${({ theme }) => theme.radii.control};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

/** Spec section 2 "Bet confirmation dialog" and section 8's bet placement failure. */
export function BetResultDialog({ outcome, onClose }: { outcome: BetOutcome | null; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Dialog open={outcome !== null} onOpenChange={(open) => !open && onClose()}>
      {outcome?.kind === 'confirmed' && (
        <DialogContent>
          <DialogHeader>
            <Title $ok>
              <CircleCheck size={22} aria-hidden />
              Bet Confirmed!
            </Title>
            <DialogDescription>Your bet has been successfully confirmed!</DialogDescription>
          </DialogHeader>
          <Detail>
            Bet ID: {outcome.betId} • Potential Payout: {formatDollars(outcome.potentialPayout)}
          </Detail>
          <DialogFooter>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            <Button
              onClick={() => {
                onClose();
                navigate('/dashboard');
              }}
            >
              View My Bets
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
      {outcome?.kind === 'denied' && (
        <DialogContent role="alertdialog">
          <DialogHeader>
            <Title $ok={false}>
              <CircleX size={22} aria-hidden />
              Bet Denied
            </Title>
            <DialogDescription>Your bet has been denied.</DialogDescription>
          </DialogHeader>
          <Detail>{outcome.message}</Detail>
          <DialogFooter>
            <Button onClick={onClose}>OK</Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
