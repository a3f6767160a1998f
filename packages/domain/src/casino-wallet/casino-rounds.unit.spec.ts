import { describe, expect, it } from 'vitest';
import { serverSeedHash } from '../casino/index.js';
import { deciderSpec } from '../shared/testing/decider-spec.js';
import { evolveWallet, emptyWallet, walletDecider } from '../wallet/wallet.js';
import type { WalletEvent } from '../wallet/wallet-events.js';
import { balanceMovement } from '../wallet/balance-movement.js';
import { CASINO_MESSAGES, NO_ROUND_IN_PLAY, ROUND_IN_PLAY } from './casino-messages.js';
import { AT, blackjackStarted, committed, funded, SERVER_SEED, start } from './testing/casino-wallet-fixtures.js';

const spec = deciderSpec(walletDecider);
const red = { game: 'roulette', betType: 'red' } as const;

/** Known answer: (SERVER_SEED, 'player-seed', nonce 0) lands on 21 red. */
const redSpinOnNonce0: WalletEvent[] = [
  {
    type: 'CasinoRoundStarted',
    data: {
      userId: 'u1',
      roundId: 'r1',
      game: 'roulette',
      opening: red,
      stakeCents: 1_000,
      serverSeedHash: serverSeedHash(SERVER_SEED),
      clientSeed: 'player-seed',
      nonce: 0,
      startedAt: AT,
      view: {
        message: 'The ball landed on 21 red. You won $10.00!',
        allowedActions: [],
        outcome: { game: 'roulette', betType: 'red', pocket: 21, colour: 'red' },
      },
    },
  },
  {
    type: 'CasinoRoundEnded',
    data: {
      userId: 'u1',
      roundId: 'r1',
      game: 'roulette',
      stakeCents: 1_000,
      payoutCents: 2_000,
      endedAt: AT,
      view: {
        message: 'The ball landed on 21 red. You won $10.00!',
        allowedActions: [],
        outcome: { game: 'roulette', betType: 'red', pocket: 21, colour: 'red' },
      },
    },
  },
];

describe('a round that ends at once (roulette)', () => {
  it('commits the first seed pair, starts and ends the round in one decision', () =>
    spec
      .given([funded()])
      .when(start(red))
      .then([committed, ...redSpinOnNonce0]));

  it('takes the stake and pays the payout on the cash balance, and counts the nonce', () => {
    const state = [funded(), committed, ...redSpinOnNonce0].reduce(evolveWallet, emptyWallet);
    expect(state.cashCents).toBe(10_000 - 1_000 + 2_000);
    expect(state.casino.seeds?.nonce).toBe(1);
    expect(state.casino.open).toEqual({});
    expect(state.casino.lastEnded.roulette).toMatchObject({ roundId: 'r1', status: 'complete', payoutCents: 2_000 });
  });

  it('draws the next round from the next nonce', () => {
    const [started] = walletDecider.decide(
      start(red, 1_000, 'r2'),
      [funded(), committed, ...redSpinOnNonce0].reduce(evolveWallet, emptyWallet),
    );
    expect(started).toMatchObject({ type: 'CasinoRoundStarted', data: { roundId: 'r2', nonce: 1 } });
  });

  it('moves the balances by the same amounts as balanceMovement (what the read models apply)', () => {
    const moved = redSpinOnNonce0.map((event) =>
      balanceMovement(event as Exclude<WalletEvent, { type: 'WalletClosed' }>),
    );
    expect(moved).toEqual([
      { cashCents: -1_000, freePlayCents: 0 },
      { cashCents: 2_000, freePlayCents: 0 },
    ]);
  });
});

describe('refusals of an opening bet (nothing appended)', () => {
  it('refuses free play', () =>
    spec
      .given([funded(), committed])
      .when({ ...start(red), balanceType: 'freePlay' })
      .thenThrows(CASINO_MESSAGES.freePlayRefused, 'rule'));

  it('refuses a stake above the cash balance, even with free play available', () =>
    spec
      .given([funded(500), { type: 'FreePlayAdded', data: { userId: 'u1', amountCents: 5_000, addedBy: 'a' } }])
      .when(start(red, 1_000))
      .thenThrows(CASINO_MESSAGES.insufficientBalance, 'rule'));

  it.each([
    [0, 'Place a bet with a chip', 'invalid'],
    [700, 'A bet is a sum of chips ($5, $10, $25, $50, $100): a multiple of $5', 'invalid'],
    [50_500, 'The casino maximum bet is $500.00', 'rule'],
  ])('refuses a stake of %i cents with the chip rules', (stakeCents, message, kind) =>
    spec
      .given([funded(100_000)])
      .when(start(red, stakeCents))
      .thenThrows(message, kind),
  );

  it('refuses an unknown bet type', () =>
    spec
      .given([funded()])
      .when(start({ game: 'roulette', betType: 'purple' }))
      .thenThrows('Choose a bet type: red, black, even, odd, low, high or number-0 to number-36', 'invalid'));

  it('refuses a second round of a game already in play', () => {
    spec
      .given([funded(), committed, blackjackStarted()])
      .when(start({ game: 'blackjack' }))
      .thenThrows(ROUND_IN_PLAY.blackjack, 'conflict');
  });

  it('refuses any command on a closed wallet', () =>
    spec
      .given([funded(), { type: 'WalletClosed', data: { userId: 'u1', closedBy: 'a' } }])
      .when(start(red))
      .thenThrows('User not found', 'not_found'));
});

describe('refusals of an action', () => {
  const afterSpin = [funded(), committed, ...redSpinOnNonce0];
  const act = (roundId: string | null, game: 'blackjack' | 'craps' | 'roulette' = 'blackjack') =>
    ({ type: 'ActOnCasinoRound', userId: 'u1', game, roundId, action: 'hit', at: AT }) as const;

  it('refuses an action when no round of the game is in play', () => {
    spec.given(afterSpin).when(act(null)).thenThrows(NO_ROUND_IN_PLAY.blackjack, 'conflict');
    spec
      .given(afterSpin)
      .when({ ...act(null, 'craps'), action: 'roll' })
      .thenThrows(NO_ROUND_IN_PLAY.craps, 'conflict');
  });

  it('refuses an action on a finished round', () =>
    spec.given(afterSpin).when(act('r1', 'roulette')).thenThrows(CASINO_MESSAGES.roundFinished, 'conflict'));

  it("refuses an action on a round this wallet does not know (another player's, or made up)", () => {
    spec.given(afterSpin).when(act('someone-elses')).thenThrows(CASINO_MESSAGES.roundNotFound, 'not_found');
    spec
      .given([funded(), committed, blackjackStarted('bj1')])
      .when(act('bj-other'))
      .thenThrows(CASINO_MESSAGES.roundNotFound, 'not_found');
  });
});
