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

const BetList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  span {
    font-weight: 600;
  }
`;

const Total = styled.p`
  margin: 0;
  font-weight: 700;
`;

/** Spec section 2 "Bet confirmation dialog" and section 8's bet placement failure. */
export function BetResultDialog({
  outcome,
  onClose,
  onConfirmationClosed,
}: {
  outcome: BetOutcome | null;
  onClose: () => void;
  /** Where focus goes once a confirmation closes (the slip it came from may be gone); Radix's default otherwise. */
  onConfirmationClosed?: (event: Event) => void;
}) {
  const navigate = useNavigate();
  return (
    <Dialog open={outcome !== null} onOpenChange={(open) => !open && onClose()}>
      {outcome?.kind === 'confirmed' && (
        <DialogContent onCloseAutoFocus={onConfirmationClosed}>
          <DialogHeader>
            <Title $ok>
              <CircleCheck size={22} aria-hidden />
              Bet Confirmed!
            </Title>
            <DialogDescription>Your bet has been successfully confirmed!</DialogDescription>
          </DialogHeader>
          {outcome.bets.length === 1 ? (
            <Detail>
              Bet ID: {outcome.bets[0]?.betId} • Potential Payout: {formatDollars(outcome.potentialPayout)}
            </Detail>
          ) : (
            <>
              <BetList aria-label="Bets placed">
                {outcome.bets.map((bet) => (
                  <Detail as="li" key={bet.betId}>
                    <span>{bet.description}</span>
                    <br />
                    Bet ID: {bet.betId} • Potential Payout: {formatDollars(bet.potentialPayout)}
                  </Detail>
                ))}
              </BetList>
              <Total>
                {outcome.bets.length} bets placed • Total Potential Payout: {formatDollars(outcome.potentialPayout)}
              </Total>
            </>
          )}
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
