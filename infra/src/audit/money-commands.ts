import type {
  BalanceAdjusted,
  BetCashedOut,
  BetPlaced,
  FreePlayAdded,
  StartingBalanceCredited,
  WalletClosed,
  WalletCommand,
} from '@sb/domain';

export type MoneyEvent =
  StartingBalanceCredited | BalanceAdjusted | FreePlayAdded | WalletClosed | BetPlaced | BetCashedOut;

/**
 * The command behind a money event, rebuilt from the event. A bet is decided again at the prices it recorded
 * (re-pricing would need the catalogue of that moment, which only the recorded legs keep): the wallet's decider
 * then checks the slip's limits, the balance the stake was taken from and the payout it promised. A cash out is
 * decided again at the leg prices and margin it recorded: the offer is recomputed from the bet as the wallet holds it.
 */
export function moneyCommandOf(event: MoneyEvent): WalletCommand {
  switch (event.type) {
    case 'StartingBalanceCredited':
      return { type: 'CreditStartingBalance', userId: event.data.userId, amountCents: event.data.amountCents };
    case 'BalanceAdjusted': {
      const { userId, balanceType, amountCents, adjustedBy } = event.data;
      return { type: 'AdjustBalance', userId, balanceType, amountCents, actor: adjustedBy };
    }
    case 'FreePlayAdded': {
      const { userId, amountCents, addedBy } = event.data;
      return { type: 'AddFreePlay', userId, amountCents, actor: addedBy };
    }
    case 'WalletClosed':
      return { type: 'CloseWallet', userId: event.data.userId, actor: event.data.closedBy };
    case 'BetPlaced': {
      const { userId, betId, betMode, balanceType, stakeCents, placedAt, legs } = event.data;
      const single = betMode === 'single';
      return {
        type: 'PlaceBet',
        userId,
        betMode,
        balanceType,
        stakeCents,
        legs: legs.map((leg) => ({ ...leg, stakeCents: single ? stakeCents : 0 })),
        quotes: legs.map(({ legId: _legId, ...leg }) => ({ ok: true as const, leg })),
        betIds: [betId],
        legIds: legs.map((leg) => leg.legId),
        placedAt,
      };
    }
    case 'BetCashedOut': {
      const { userId, betId, offerCents, priceVersion, legs, margin, cashedOutAt } = event.data;
      return { type: 'CashOutBet', userId, betId, offerCents, priceVersion, legs, margin, cashedOutAt };
    }
  }
}
