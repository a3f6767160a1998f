import { describe, expect, it } from 'vitest';
import type { BetPlaced } from '../betting/place-bet.js';
import { americanOdds } from '../odds/american-odds.js';
import { deciderSpec } from '../shared/testing/decider-spec.js';
import { NFL_RESULT, finalGame, marketLeg } from '../settlement/testing/settlement-fixtures.js';
import { walletDecider } from '../wallet/wallet.js';
import { betOf } from '../wallet/bet-book.js';
import type { WalletEvent } from '../wallet/wallet-events.js';
import type { CashOutBet } from './cash-out-bet.js';
import type { BetCashedOut } from './cash-out-events.js';

const spec = deciderSpec(walletDecider);
const AT = '2025-01-05T20:00:00.000Z';
const leg = marketLeg('spread', 'home', -3.5, { americanOdds: americanOdds(150) });

const funded: WalletEvent = { type: 'StartingBalanceCredited', data: { userId: 'u1', amountCents: 5_000 } };
const placed = (balanceType: 'cash' | 'freePlay' = 'cash'): BetPlaced => ({
  type: 'BetPlaced',
  data: {
    betId: 'b1',
    userId: 'u1',
    betMode: 'single',
    balanceType,
    stakeCents: 1000,
    potentialPayoutCents: 2500,
    combinedOdds: americanOdds(150),
    placedAt: '2025-01-05T18:00:00.000Z',
    legs: [leg],
  },
});
const cashOut = (overrides: Partial<CashOutBet> = {}): CashOutBet => ({
  type: 'CashOutBet',
  userId: 'u1',
  betId: 'b1',
  offerCents: 1187,
  priceVersion: 'l1@100',
  legs: [{ legId: 'l1', state: 'open', americanOdds: americanOdds(100) }],
  margin: 9500,
  cashedOutAt: AT,
  ...overrides,
});
const cashedOut: BetCashedOut = {
  type: 'BetCashedOut',
  data: {
    betId: 'b1',
    userId: 'u1',
    offerCents: 1187,
    priceVersion: 'l1@100',
    legs: [{ legId: 'l1', state: 'open', americanOdds: americanOdds(100) }],
    margin: 9500,
    credited: { cashCents: 1187, freePlayCents: 0 },
    cashedOutAt: AT,
  },
};

describe('cash out on the wallet', () => {
  it('pays the accepted offer to cash and closes the bet', () => {
    spec.given([funded, placed()]).when(cashOut()).then([cashedOut]);
    const state = [funded, placed(), cashedOut].reduce(walletDecider.evolve, walletDecider.initialState);
    expect(state.cashCents).toBe(5_000 - 1000 + 1187);
    expect(betOf(state.bets, 'b1')?.settlement).toEqual({
      outcome: 'cashed_out',
      payoutCents: 1187,
      credited: { cashCents: 1187, freePlayCents: 0 },
    });
  });

  it('a moved price is a conflict carrying the new offer', () => {
    const moved = cashOut({ legs: [{ legId: 'l1', state: 'open', americanOdds: americanOdds(-110) }] });
    let caught: unknown;
    try {
      walletDecider.decide(moved, [funded, placed()].reduce(walletDecider.evolve, walletDecider.initialState));
    } catch (error) {
      caught = error;
    }
    expect(caught).toMatchObject({
      kind: 'conflict',
      message: 'The cash out offer has changed',
      // 1000 x 2.5 / (21/11) x 0.95 = 1244.04...
      details: { offer: { offerCents: 1244, offer: 12.44, priceVersion: 'l1@-110' } },
    });
  });

  it('the same offer at another price version is a conflict too', () => {
    spec
      .given([funded, placed()])
      .when(cashOut({ priceVersion: 'l1@101' }))
      .thenThrows('The cash out offer has changed', 'conflict');
  });

  it('states the reason when there is no offer', () => {
    spec
      .given([funded, placed('freePlay')])
      .when(cashOut())
      .thenThrows('Cash out is not available for free play bets', 'rule');
    spec
      .given([funded, placed()])
      .when(cashOut({ legs: [{ legId: 'l1', state: 'unpriced' }] }))
      .thenThrows('Cash out is suspended while a leg has no current price', 'rule');
  });

  it('refuses a bet settled first, and a second cash out', () => {
    const settle = { type: 'SettleBet' as const, userId: 'u1', betId: 'b1', settledAt: AT };
    const settled = walletDecider.decide(
      { ...settle, games: [finalGame(NFL_RESULT)] },
      [funded, placed()].reduce(walletDecider.evolve, walletDecider.initialState),
    );
    spec
      .given([funded, placed(), ...settled])
      .when(cashOut())
      .thenThrows('This bet is already settled', 'rule');
    spec
      .given([funded, placed(), cashedOut])
      .when(cashOut())
      .thenThrows('This bet has already been cashed out', 'rule');
    spec.given([funded]).when(cashOut()).thenThrows('Bet not found', 'not_found');
  });

  it('settlement of the games later appends nothing for a cashed-out bet', () => {
    spec
      .given([funded, placed(), cashedOut])
      .when({ type: 'SettleBet', userId: 'u1', betId: 'b1', games: [finalGame(NFL_RESULT)], settledAt: AT })
      .then([]);
  });

  it('an admin re-settling a cashed-out bet reverses the cash out credit and pays the outcome', () => {
    spec
      .given([funded, placed(), cashedOut])
      .when({ type: 'SetBetOutcome', userId: 'u1', betId: 'b1', outcome: 'won', actor: 'admin', settledAt: AT })
      .then([
        {
          type: 'BetResettled',
          data: {
            betId: 'b1',
            userId: 'u1',
            from: 'cashed_out',
            to: 'won',
            payoutCents: 2500,
            reversal: { cashCents: 1187, freePlayCents: 0 },
            credit: { cashCents: 2500, freePlayCents: 0 },
            settledBy: 'admin',
            settledAt: AT,
          },
        },
      ]);
  });
});
