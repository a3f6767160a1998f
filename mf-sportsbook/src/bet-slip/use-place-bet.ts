import type { TPlaceBetResponse } from '@sb/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiAction, errorMessage, refreshSession } from '@sb/web-kit';
import { useState } from 'react';
import { useSportsbookStore } from '../app/store';
import type { BetSlipState, QuotedLeg } from './bet-slip-slice';
import { oddsChangeQuoted, slipCleared } from './bet-slip-slice';
import { eventPagePayload, sportsbookPayload } from './bet-payload';
import type { SlipFlow } from './slip-flow';
import { activeBalanceType } from './slip-rules';
import type { PlacedBet } from './placed-bets';
import { placedBets } from './placed-bets';

/** Spec section 8: shown when the server gives no reason of its own. */
export const BET_DENIED_FALLBACK = 'Unable to place bet. Please try again.';

export type BetOutcome =
  { kind: 'confirmed'; bets: PlacedBet[]; potentialPayout: number } | { kind: 'denied'; message: string };

const isQuotedLeg = (leg: unknown): leg is QuotedLeg => {
  if (typeof leg !== 'object' || leg === null) return false;
  const { eventId, marketType, selection, americanOdds } = leg as Record<string, unknown>;
  return (
    [eventId, marketType, selection].every((field) => typeof field === 'string') && typeof americanOdds === 'number'
  );
};

/** The current prices a 409 'Odds have changed' carries, so the slip can offer them. */
function movedLegs(error: unknown): QuotedLeg[] {
  if (!(error instanceof ApiError) || error.status !== 409) return [];
  const legs = (error.body as { legs?: unknown } | undefined)?.legs;
  return Array.isArray(legs) ? legs.filter(isQuotedLeg) : [];
}

/**
 * POST /api/bets with the payload of the screen's flow; the answer goes to `report` (the dock's dialog) when given. After a bet the slip is cleared and the balance,
 * bets and stats are read again; the fetch helper sends the bet's log position with those reads, so the
 * balance that comes back already has the stake taken off.
 */
export function usePlaceBet(flow: SlipFlow, report?: ((outcome: BetOutcome) => void) | null) {
  const store = useSportsbookStore();
  const queryClient = useQueryClient();
  const [ownOutcome, setOwnOutcome] = useState<BetOutcome | null>(null);
  const setOutcome = report ?? setOwnOutcome;

  const mutation = useMutation({
    // One Idempotency-Key per Place Bet: the same slip sent again after a failure is answered, not placed twice.
    mutationFn: ({ payload }: { payload: object; slip: BetSlipState }) =>
      apiAction<TPlaceBetResponse>('POST', '/api/bets', payload),
    onSuccess: ({ betId, betIds, potentialPayout }, { slip }) => {
      store.dispatch(slipCleared());
      void refreshSession(queryClient);
      void queryClient.invalidateQueries({ queryKey: ['/api/bets'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/user/stats'] });
      // Every bet placed is shown (two singles are two bets), each with its own id and payout.
      const bets = placedBets(slip, betIds.length > 0 ? betIds : [betId], potentialPayout);
      setOutcome({ kind: 'confirmed', bets, potentialPayout });
    },
    onError: (error) => {
      const legs = movedLegs(error);
      if (legs.length > 0) store.dispatch(oddsChangeQuoted(legs));
      setOutcome({ kind: 'denied', message: errorMessage(error, BET_DENIED_FALLBACK) });
    },
  });

  const place = () => {
    const slip = store.getState().betSlip;
    mutation.mutate({
      payload:
        flow.payloadShape === 'eventPage'
          ? eventPagePayload(slip)
          : sportsbookPayload(slip, activeBalanceType(slip, flow)),
      slip,
    });
  };

  return { place, placing: mutation.isPending, outcome: ownOutcome, dismissOutcome: () => setOwnOutcome(null) };
}
