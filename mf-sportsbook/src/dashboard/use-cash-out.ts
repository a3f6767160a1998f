import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCashOutAvailable, TCashOutOfferDto, TCashOutResponse } from '@sb/contracts';
import { ApiError, apiAction, errorMessage, refreshSession } from '@sb/web-kit';
import type { Bet } from './bet-types';

/** Offers follow the prices: read again as often as the live markets are (and when the window regains focus). */
export const CASH_OUT_POLL_MS = 5_000;

export const CASH_OUT_FAILED = 'Unable to cash out. Please try again.';

export type CashOutOffer = TCashOutAvailable;

/** Only a pending cash bet can have an offer (free play never has one): others are not asked for. */
export const mayCashOut = (bet: Pick<Bet, 'status' | 'balanceType'>) =>
  bet.status === 'pending' && bet.balanceType === 'cash';

export const cashOutQueryKey = (betId: string) => ['/api/bets', betId, 'cash-out'] as const;

/** GET /api/bets/:betId/cash-out, refreshed with the markets while the bet is open. */
export function useCashOutOffer(bet: Bet) {
  return useQuery<TCashOutOfferDto>({
    queryKey: cashOutQueryKey(bet.id),
    enabled: mayCashOut(bet),
    refetchInterval: CASH_OUT_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

/** The new offer a 409 carries (prices moved since the offer was shown). */
export function changedOffer(error: unknown, betId: string): CashOutOffer | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const offer = (error.body as { offer?: Partial<CashOutOffer> } | undefined)?.offer;
  if (typeof offer?.offerCents !== 'number' || typeof offer.priceVersion !== 'string') return null;
  return { betId, available: true, offer: offer.offerCents / 100, ...offer } as CashOutOffer;
}

/**
 * POST /api/bets/:betId/cash-out at an offer. After a cash out the bets, the stats and the balance are read
 * again (with the command's log position, so they already show it).
 */
export function useCashOut(betId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offer: CashOutOffer) =>
      apiAction<TCashOutResponse>('POST', `/api/bets/${betId}/cash-out`, {
        offerCents: offer.offerCents,
        priceVersion: offer.priceVersion,
      }),
    onSuccess: () => {
      void refreshSession(queryClient);
      void queryClient.invalidateQueries({ queryKey: ['/api/bets'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/user/stats'] });
    },
  });
}

export const cashOutErrorText = (error: unknown) => errorMessage(error, CASH_OUT_FAILED);
