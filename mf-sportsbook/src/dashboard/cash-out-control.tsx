import { Alert, Button, formatDollars, toast } from '@sb/web-kit';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@sb/web-kit/overlays';
import { useState } from 'react';
import styled from 'styled-components';
import type { Bet } from './bet-types';
import {
  cashOutErrorText,
  changedOffer,
  mayCashOut,
  useCashOut,
  useCashOutOffer,
  type CashOutOffer,
} from './use-cash-out';

const Reason = styled.small`
  display: block;
  max-width: 22ch;
  white-space: normal;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/**
 * An open cash bet's live cash out offer: 'Cash Out $X' asks to confirm first; when the prices moved meanwhile
 * (409) the dialog shows the new offer, accepted with one click. Without an offer the reason is shown instead.
 */
export function CashOutControl({ bet }: { bet: Bet }) {
  const offer = useCashOutOffer(bet);
  const cashOut = useCashOut(bet.id);
  const [open, setOpen] = useState(false);
  const [changed, setChanged] = useState<CashOutOffer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (!mayCashOut(bet) || !offer.data) return null;
  if (!offer.data.available) return <Reason>{offer.data.message}</Reason>;

  const shown = offer.data;
  const accept = (at: CashOutOffer) =>
    cashOut.mutate(at, {
      onSuccess: (answer) => {
        setOpen(false);
        toast({
          title: 'Bet cashed out',
          description: `${formatDollars(answer.payout)} added to your balance`,
          variant: 'success',
        });
      },
      onError: (error) => {
        const next = changedOffer(error, bet.id);
        setChanged(next);
        setFailure(next ? null : cashOutErrorText(error));
      },
    });
  const onOpenChange = (next: boolean) => {
    if (cashOut.isPending) return;
    setOpen(next);
    setChanged(null);
    setFailure(null);
  };

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogTrigger asChild>
        <Button size="sm" variant="secondary">
          Cash Out {formatDollars(shown.offer)}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{changed ? 'Cash Out Offer Changed' : 'Cash Out Bet'}</AlertDialogTitle>
          <AlertDialogDescription>
            {changed
              ? `The prices moved: the offer is now ${formatDollars(changed.offer)}.`
              : `Cash out this bet for ${formatDollars(shown.offer)} now? Stake ${formatDollars(bet.stake)}, potential payout ${formatDollars(bet.potentialPayout)}.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {failure && <Alert variant="destructive">{failure}</Alert>}
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="secondary">Cancel</Button>
          </AlertDialogCancel>
          {!failure && (
            <Button loading={cashOut.isPending} onClick={() => accept(changed ?? shown)}>
              {changed ? `Accept ${formatDollars(changed.offer)}` : `Cash Out ${formatDollars(shown.offer)}`}
            </Button>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
