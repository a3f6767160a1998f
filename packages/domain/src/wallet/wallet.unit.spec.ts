import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/testing/decider-spec.js';
import { evolveWallet, emptyWallet, walletDecider } from './wallet.js';
import type { WalletEvent } from './wallet-events.js';

const spec = deciderSpec(walletDecider);
const opened: WalletEvent = { type: 'StartingBalanceCredited', data: { userId: 'u1', amountCents: 100_000 } };

describe('wallet decider', () => {
  it('credits the starting balance exactly once', () => {
    spec.given([]).when({ type: 'CreditStartingBalance', userId: 'u1', amountCents: 100_000 }).then([opened]);
    spec.given([opened]).when({ type: 'CreditStartingBalance', userId: 'u1', amountCents: 100_000 }).then([]);
  });

  it('adjusts cash up and down but never below zero', () => {
    spec
      .given([opened])
      .when({ type: 'AdjustBalance', userId: 'u1', balanceType: 'cash', amountCents: -100_000, actor: 'a' })
      .then([
        {
          type: 'BalanceAdjusted',
          data: { userId: 'u1', balanceType: 'cash', amountCents: -100_000, adjustedBy: 'a' },
        },
      ]);
    spec
      .given([opened])
      .when({ type: 'AdjustBalance', userId: 'u1', balanceType: 'cash', amountCents: -100_001, actor: 'a' })
      .thenThrows('Adjustment would make the cash balance negative', 'rule');
    spec
      .given([opened])
      .when({ type: 'AdjustBalance', userId: 'u1', balanceType: 'freePlay', amountCents: -1, actor: 'a' })
      .thenThrows('Adjustment would make the free play balance negative', 'rule');
  });

  it('refuses zero and fractional cents', () => {
    spec
      .given([opened])
      .when({ type: 'AdjustBalance', userId: 'u1', balanceType: 'cash', amountCents: 0, actor: 'a' })
      .thenThrows('Amount must not be zero', 'invalid');
    spec
      .given([opened])
      .when({ type: 'AddFreePlay', userId: 'u1', amountCents: 0.5, actor: 'a' })
      .thenThrows('Amount must be a whole number of cents', 'invalid');
  });

  it('adds free play only for a positive amount', () => {
    spec
      .given([opened])
      .when({ type: 'AddFreePlay', userId: 'u1', amountCents: 2_500, actor: 'a' })
      .then([{ type: 'FreePlayAdded', data: { userId: 'u1', amountCents: 2_500, addedBy: 'a' } }]);
    spec
      .given([opened])
      .when({ type: 'AddFreePlay', userId: 'u1', amountCents: -5, actor: 'a' })
      .thenThrows('Valid amount is required', 'invalid');
  });

  it('zeroes the balances when closed and refuses further commands', () => {
    const closed: WalletEvent = { type: 'WalletClosed', data: { userId: 'u1', closedBy: 'a' } };
    expect([opened, closed].reduce(evolveWallet, emptyWallet)).toMatchObject({ cashCents: 0, closed: true });
    spec
      .given([opened, closed])
      .when({ type: 'AddFreePlay', userId: 'u1', amountCents: 5, actor: 'a' })
      .thenThrows('User not found', 'not_found', 'wallet_closed');
  });
});

describe('wallet of a user adjusted before approval', () => {
  it('still receives the starting balance on approval', () =>
    spec
      .given([{ type: 'FreePlayAdded', data: { userId: 'u1', amountCents: 500, addedBy: 'a' } }])
      .when({ type: 'CreditStartingBalance', userId: 'u1', amountCents: 100_000 })
      .then([{ type: 'StartingBalanceCredited', data: { userId: 'u1', amountCents: 100_000 } }]));
});
