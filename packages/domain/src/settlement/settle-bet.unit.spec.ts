import { describe, it } from 'vitest';
import type { BetPlaced } from '../betting/place-bet.js';
import { americanOdds } from '../odds/american-odds.js';
import { deciderSpec } from '../shared/testing/decider-spec.js';
import { walletDecider } from '../wallet/wallet.js';
import type { WalletEvent } from '../wallet/wallet-events.js';
import type { SetBetOutcome, SettleBet } from './settle-bet.js';
import type { BetSettled } from './settlement-events.js';
import { NFL_RESULT, finalGame, marketLeg, result } from './testing/settlement-fixtures.js';

const spec = deciderSpec(walletDecider);
const AT = '2025-01-06T00:00:00.000Z';

const opened: WalletEvent = { type: 'StartingBalanceCredited', data: { userId: 'u1', amountCents: 5_000 } };
const home = marketLeg('spread', 'home', -3.5, { legId: 'l1', eventId: 'g1' });
const over = marketLeg('totals', 'over', 44.5, { legId: 'l2', eventId: 'g2', americanOdds: americanOdds(150) });

const placed = (overrides: Partial<BetPlaced['data']> = {}): BetPlaced => ({
  type: 'BetPlaced',
  data: {
    betId: 'b1',
    userId: 'u1',
    betMode: 'parlay',
    balanceType: 'cash',
    stakeCents: 1000,
    potentialPayoutCents: 4772,
    combinedOdds: americanOdds(377),
    placedAt: '2025-01-05T18:00:00.000Z',
    legs: [home, over],
    ...overrides,
  },
});

const settleBet = (games: SettleBet['games']): SettleBet => ({
  type: 'SettleBet',
  userId: 'u1',
  betId: 'b1',
  games,
  settledAt: AT,
});
const setOutcome = (outcome: SetBetOutcome['outcome'], betId = 'b1'): SetBetOutcome => ({
  type: 'SetBetOutcome',
  userId: 'u1',
  betId,
  outcome,
  actor: 'admin',
  settledAt: AT,
});

const bothFinal = [finalGame(NFL_RESULT, 'NFL', 'g1'), finalGame({ ...NFL_RESULT, homeScore: 30 }, 'NFL', 'g2')];
const wonSettlement: BetSettled = {
  type: 'BetSettled',
  data: {
    betId: 'b1',
    userId: 'u1',
    outcome: 'won',
    payoutCents: 4772,
    credited: { cashCents: 4772, freePlayCents: 0 },
    legs: [
      { legId: 'l1', outcome: 'won' },
      { legId: 'l2', outcome: 'won' },
    ],
    settledBy: 'system',
    settledAt: AT,
  },
};

describe('settlement table: settling and re-settling the wallet', () => {
  it('W1 SettleBet judges every leg from its game and credits the payout', () =>
    spec.given([opened, placed()]).when(settleBet(bothFinal)).then([wonSettlement]));

  it('W2 SettleBet on a settled bet changes nothing, whoever settled it', () => {
    spec.given([opened, placed(), wonSettlement]).when(settleBet(bothFinal)).then([]);
    const byAdmin: WalletEvent = {
      type: 'BetSettled',
      data: {
        ...wonSettlement.data,
        outcome: 'void',
        payoutCents: 1000,
        credited: { cashCents: 1000, freePlayCents: 0 },
        legs: null,
      },
    };
    spec.given([opened, placed(), byAdmin]).when(settleBet(bothFinal)).then([]);
  });

  it('W3 SettleBet refuses while a game is not over and no leg lost', () =>
    spec
      .given([opened, placed()])
      .when(settleBet([finalGame(NFL_RESULT, 'NFL', 'g1')]))
      .thenThrows('This bet cannot be settled until its games are over', 'rule', 'bet_not_decidable'));

  it('W4 an admin settles a pending bet; won pays the potential payout', () =>
    spec
      .given([opened, placed()])
      .when(setOutcome('won'))
      .then([
        {
          type: 'BetSettled',
          data: {
            betId: 'b1',
            userId: 'u1',
            outcome: 'won',
            payoutCents: 4772,
            credited: { cashCents: 4772, freePlayCents: 0 },
            legs: null,
            settledBy: 'admin',
            settledAt: AT,
          },
        },
      ]));

  it('W5 an admin setting the outcome a bet already has changes nothing', () =>
    spec.given([opened, placed(), wonSettlement]).when(setOutcome('won')).then([]));

  it('W6 an admin re-settles in one event: the old credit reversed, the new one applied', () =>
    spec
      .given([opened, placed(), wonSettlement])
      .when(setOutcome('push'))
      .then([
        {
          type: 'BetResettled',
          data: {
            betId: 'b1',
            userId: 'u1',
            from: 'won',
            to: 'push',
            payoutCents: 1000,
            reversal: { cashCents: 4772, freePlayCents: 0 },
            credit: { cashCents: 1000, freePlayCents: 0 },
            settledBy: 'admin',
            settledAt: AT,
          },
        },
      ]));

  it('W7 a re-settlement that would take a balance below zero is refused', () => {
    const spent: WalletEvent = {
      type: 'BalanceAdjusted',
      data: { userId: 'u1', balanceType: 'cash', amountCents: -8_000, adjustedBy: 'admin' },
    };
    // 5000 - 1000 stake + 4772 won - 8000 spent = 772 left, less than the 4772 to take back.
    spec
      .given([opened, placed(), wonSettlement, spent])
      .when(setOutcome('lost'))
      .thenThrows('Re-settling this bet would make the cash balance negative', 'rule');
    const freePlayBet = placed({
      betMode: 'single',
      balanceType: 'freePlay',
      legs: [home],
      potentialPayoutCents: 1909,
    });
    const freePlay: WalletEvent[] = [
      { type: 'FreePlayAdded', data: { userId: 'u1', amountCents: 1000, addedBy: 'admin' } },
      freePlayBet,
      {
        type: 'BetSettled',
        data: {
          ...wonSettlement.data,
          outcome: 'void',
          payoutCents: 1000,
          credited: { cashCents: 0, freePlayCents: 1000 },
        },
      },
      { type: 'BalanceAdjusted', data: { userId: 'u1', balanceType: 'freePlay', amountCents: -500, adjustedBy: 'a' } },
    ];
    spec
      .given(freePlay)
      .when(setOutcome('lost'))
      .thenThrows('Re-settling this bet would make the free play balance negative', 'rule');
  });

  it("W9 a Soccer draw (1-1) wins the Draw single at its price and loses both teams' singles, not a push", () => {
    const soccerLeg = (selection: 'home' | 'away' | 'draw', odds: number) =>
      marketLeg('moneyline', selection, null, {
        americanOdds: americanOdds(odds),
        event: { league: 'EPL', homeTeam: 'Arsenal', awayTeam: 'Chelsea', scheduledAt: AT, sport: 'Soccer' },
      });
    const single = (betId: string, leg: ReturnType<typeof soccerLeg>, payoutCents: number) =>
      placed({
        betId,
        betMode: 'single',
        potentialPayoutCents: payoutCents,
        combinedOdds: leg.americanOdds,
        legs: [leg],
      });
    const given = [
      opened,
      single('b1', soccerLeg('draw', 240), 3400),
      single('b2', soccerLeg('home', 150), 2500),
      single('b3', soccerLeg('away', 180), 2800),
    ];
    const drawn = [finalGame(result(1, 1), 'Soccer', 'g1')];
    const settled = (betId: string, outcome: 'won' | 'lost', payoutCents: number): BetSettled => ({
      type: 'BetSettled',
      data: {
        betId,
        userId: 'u1',
        outcome,
        payoutCents,
        credited: { cashCents: payoutCents, freePlayCents: 0 },
        legs: [{ legId: 'l1', outcome }],
        settledBy: 'system',
        settledAt: AT,
      },
    });
    spec
      .given(given)
      .when(settleBet(drawn))
      .then([settled('b1', 'won', 3400)]);
    spec
      .given(given)
      .when({ ...settleBet(drawn), betId: 'b2' })
      .then([settled('b2', 'lost', 0)]);
    spec
      .given(given)
      .when({ ...settleBet(drawn), betId: 'b3' })
      .then([settled('b3', 'lost', 0)]);
  });

  it('W8 an unknown bet is not found', () => {
    spec.given([opened]).when(settleBet(bothFinal)).thenThrows('Bet not found', 'not_found', 'bet_not_found');
    spec.given([opened, placed()]).when(setOutcome('won', 'b9')).thenThrows('Bet not found', 'not_found');
  });
});
