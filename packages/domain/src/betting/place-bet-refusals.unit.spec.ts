import { describe, expect, it } from 'vitest';
import { americanOdds } from '../odds/american-odds.js';
import { deciderSpec } from '../shared/testing/decider-spec.js';
import { walletDecider } from '../wallet/wallet.js';
import { AWAY_SPREAD, FUNDED, NOW, OVER, catalogue, legRequest, placeBet } from './testing/bet-fixtures.js';
import type { PlaceBet } from './place-bet.js';

const spec = deciderSpec(walletDecider);
const decide = (command: PlaceBet) =>
  walletDecider.decide(command, FUNDED.reduce(walletDecider.evolve, walletDecider.initialState));

describe('PlaceBet: games and markets that take no bets', () => {
  const when = (view: ReturnType<typeof catalogue>) =>
    spec.given(FUNDED).when(placeBet({ legs: [AWAY_SPREAD] }, () => view));

  it.each(['final', 'postponed', 'cancelled'] as const)('refuses a %s game', (status) =>
    when(catalogue({ status })).thenThrows('This game is no longer open for betting', 'rule'),
  );

  it('refuses a removed game', () =>
    when(catalogue({ removed: true })).thenThrows('This game is no longer open for betting', 'rule'));

  it('refuses pre-match bets once the start time has passed', () =>
    when(catalogue({ scheduledAt: NOW })).thenThrows('Betting has closed for this game', 'rule'));

  it('refuses a market the book withdrew with 409', () =>
    when({ ...catalogue(), markets: [] }).thenThrows('This market is no longer available', 'conflict'));

  it('refuses a selection the market does not have with 400', () =>
    spec
      .given(FUNDED)
      .when(placeBet({ legs: [{ ...AWAY_SPREAD, selection: 'over' }] }))
      .thenThrows('Invalid selection', 'invalid'));

  it('refuses an unknown game with 404', () =>
    spec
      .given(FUNDED)
      .when(placeBet({ legs: [{ ...AWAY_SPREAD, eventId: 'g9' }] }))
      .thenThrows('Game not found', 'not_found'));
});

describe('PlaceBet: legs that cannot go together', () => {
  const parlay = (legs: PlaceBet['legs']) => placeBet({ betMode: 'parlay', stakeCents: 1000, legs: [...legs] });

  it('refuses a parlay with both sides of one market', () =>
    spec
      .given(FUNDED)
      .when(parlay([AWAY_SPREAD, { ...AWAY_SPREAD, selection: 'home', line: -3.5 }]))
      .thenThrows('Parlay legs must be on different markets', 'rule'));

  it('refuses a parlay with the same selection twice', () =>
    spec
      .given(FUNDED)
      .when(parlay([OVER, OVER]))
      .thenThrows('Parlay legs must be on different markets', 'rule'));

  it('refuses the same selection twice as singles, but not both sides of a market', () => {
    spec
      .given(FUNDED)
      .when(placeBet({ legs: [OVER, OVER] }))
      .thenThrows('This selection is already on your bet slip', 'rule');
    const under = legRequest({
      marketType: 'totals',
      selection: 'under',
      line: 44.5,
      americanOdds: americanOdds(-115),
    });
    expect(decide(placeBet({ legs: [OVER, under] }))).toHaveLength(2);
  });
});

describe('PlaceBet: limits and balance (validateSlip, 422)', () => {
  const cases: [string, PlaceBet, string][] = [
    [
      'a parlay of one leg',
      placeBet({ betMode: 'parlay', stakeCents: 1000, legs: [OVER] }),
      'A parlay needs at least two selections',
    ],
    [
      'free play on a parlay',
      placeBet({ betMode: 'parlay', balanceType: 'freePlay', stakeCents: 1000, legs: [OVER, AWAY_SPREAD] }),
      'Free play is only available for straight bets',
    ],
    [
      'a blank stake among singles',
      placeBet({ legs: [OVER, { ...AWAY_SPREAD, stakeCents: 0 }] }),
      'Enter stakes for all bets',
    ],
    ['a single above $150', placeBet({ legs: [{ ...OVER, stakeCents: 15_001 }] }), 'Each bet must be $10-$150'],
    [
      'a parlay stake below $10',
      placeBet({ betMode: 'parlay', stakeCents: 999, legs: [OVER, AWAY_SPREAD] }),
      'Minimum bet is $10',
    ],
    [
      'a parlay stake above $150',
      placeBet({ betMode: 'parlay', stakeCents: 15_001, legs: [OVER, AWAY_SPREAD] }),
      'Maximum bet is $150',
    ],
    [
      'a payout above $300',
      placeBet({ betMode: 'parlay', stakeCents: 10_000, legs: [OVER, AWAY_SPREAD] }),
      'Lower your bet - maximum payout is $300',
    ],
    [
      'free play beyond the free-play balance',
      placeBet({ balanceType: 'freePlay', legs: [{ ...OVER, stakeCents: 2_600 }] }),
      'Insufficient Balance',
    ],
  ];

  it.each(cases)('refuses %s', (_, command, message) => spec.given(FUNDED).when(command).thenThrows(message, 'rule'));

  it('refuses singles whose stakes together exceed the cash balance', () =>
    spec
      .given([{ type: 'StartingBalanceCredited', data: { userId: 'u1', amountCents: 1_500 } }])
      .when(placeBet({ legs: [OVER, AWAY_SPREAD] }))
      .thenThrows('Insufficient Balance', 'rule'));
});

describe('PlaceBet: malformed commands', () => {
  it('refuses fractional stakes and missing ids with 400', () => {
    spec
      .given(FUNDED)
      .when(placeBet({ legs: [{ ...OVER, stakeCents: 1000.5 }] }))
      .thenThrows('Stake must be a whole number of cents', 'invalid');
    spec
      .given(FUNDED)
      .when({ ...placeBet({ legs: [OVER, AWAY_SPREAD] }), betIds: ['b1'] })
      .thenThrows('PlaceBet needs one id per bet and one per leg', 'invalid');
  });

  it('refuses a closed wallet', () =>
    spec
      .given([...FUNDED, { type: 'WalletClosed', data: { userId: 'u1', closedBy: 'admin' } }])
      .when(placeBet({ legs: [OVER] }))
      .thenThrows('User not found', 'not_found'));
});
