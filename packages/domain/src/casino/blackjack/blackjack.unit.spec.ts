import { describe, expect, it } from 'vitest';
import { DomainError } from '../../shared/domain-error.js';
import type { CardRank } from '../cards/playing-card.js';
import { scriptedCards } from '../cards/testing/scripted-cards.js';
import type { CasinoAction } from '../round/casino-round.js';
import { actOnBlackjack, dealBlackjack } from './blackjack-hand.js';
import { blackjackStep } from './settle-blackjack.js';

const BET = 1000;

/** given the cards in deal order (player, dealer up, player, dealer hole, then draws), when the player acts. */
const given = (...ranks: CardRank[]) => ({
  when: (...actions: CasinoAction[]) => {
    const draw = scriptedCards(...ranks);
    return blackjackStep(
      actions.reduce((hand, action) => actOnBlackjack(hand, action, draw), dealBlackjack(BET, draw)),
    );
  },
});

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { kind: error.kind, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
};

const ranksOf = (cards: { rank: string }[]) => cards.map(({ rank }) => rank);

describe('blackjack: the deal', () => {
  it('deals player, dealer up, player, dealer hole and shows only the up card while the hand is open', () => {
    const step = given('10', '9', '6', '7').when();
    expect(step).toMatchObject({
      complete: false,
      stakeCents: BET,
      payoutCents: 0,
      message: 'Hit, stand or double down?',
      allowedActions: ['hit', 'stand', 'double'],
    });
    expect(step.outcome).toEqual({
      game: 'blackjack',
      playerCards: [
        { rank: '10', suit: 'spades', value: 10, displayValue: '10' },
        { rank: '6', suit: 'diamonds', value: 6, displayValue: '6' },
      ],
      dealerCards: [{ rank: '9', suit: 'hearts', value: 9, displayValue: '9' }],
      playerTotal: 16,
      dealerTotal: 9,
      playerStatus: 'active',
      dealerStatus: 'active',
      result: null,
    });
  });

  it('counts faces 10 and an ace 11, or 1 when 11 would bust', () => {
    expect(given('A', '9', '6', '7').when().outcome).toMatchObject({ playerTotal: 17, dealerTotal: 9 });
    expect(given('A', 'A', 'A', '7').when().outcome).toMatchObject({ playerTotal: 12, dealerTotal: 11 });
    expect(given('A', '9', '6', '7', 'K').when('hit').outcome).toMatchObject({ playerTotal: 17 });
    expect(given('K', 'Q', 'J', '7').when().outcome).toMatchObject({ playerTotal: 20, dealerTotal: 10 });
  });

  it('given a player blackjack, then it pays 3:2 at once and reveals the dealer without drawing', () => {
    const step = given('A', '9', 'K', '7').when();
    expect(step).toMatchObject({
      complete: true,
      stakeCents: BET,
      payoutCents: 2500,
      message: 'Blackjack! You won $15.00!',
      allowedActions: [],
    });
    expect(step.outcome).toMatchObject({ playerStatus: 'blackjack', dealerStatus: 'stood', result: 'blackjack' });
    expect(ranksOf(step.outcome.game === 'blackjack' ? step.outcome.dealerCards : [])).toEqual(['9', '7']);
  });

  it('given a player blackjack against a dealer blackjack, then it is a push', () => {
    const step = given('A', 'A', 'K', 'Q').when();
    expect(step).toMatchObject({
      complete: true,
      payoutCents: BET,
      message: 'Push! Both have blackjack. Your bet is returned.',
    });
    expect(step.outcome).toMatchObject({
      playerStatus: 'blackjack',
      dealerStatus: 'blackjack',
      result: 'push',
      dealerTotal: 21,
    });
  });

  it('refuses any action after a dealt blackjack, a double included', () => {
    expect(refusal(() => given('A', '9', 'K', '7').when('double'))).toEqual({
      kind: 'rule',
      message: 'This round is over: place a new bet to play again',
    });
  });
});

describe('blackjack: the player acts', () => {
  it('after a hit, double is no longer offered', () => {
    expect(given('5', '9', '3', '7', '2').when('hit')).toMatchObject({
      complete: false,
      message: 'Hit or stand?',
      allowedActions: ['hit', 'stand'],
      outcome: { playerTotal: 10, dealerCards: [{ rank: '9' }], dealerTotal: 9, playerStatus: 'active' },
    });
  });

  it('a hit over 21 busts: the stake is lost, the hole card shown and the dealer does not draw', () => {
    const step = given('10', '9', '6', '7', 'K').when('hit');
    expect(step).toMatchObject({ complete: true, payoutCents: 0, message: 'Bust! You lost $10.00' });
    expect(step.outcome).toMatchObject({ playerStatus: 'busted', playerTotal: 26, dealerTotal: 16, result: 'lose' });
  });

  it('a hit to 21 stands by itself and the dealer plays', () => {
    const step = given('10', '9', '6', '8', '5').when('hit');
    expect(step).toMatchObject({ complete: true, payoutCents: 2000, message: '21 beats 17! You won $10.00!' });
    expect(step.outcome).toMatchObject({ playerStatus: 'stood', dealerStatus: 'stood', result: 'win' });
  });

  it("refuses 'hit' after 'stand' because the round is over", () => {
    expect(refusal(() => given('10', '9', '8', 'Q').when('stand', 'hit'))).toEqual({
      kind: 'rule',
      message: 'This round is over: place a new bet to play again',
    });
  });

  it('refuses a dice roll at the blackjack table', () => {
    expect(refusal(() => given('10', '9', '6', '7').when('roll'))).toEqual({
      kind: 'invalid',
      message: "Blackjack has no 'roll' action",
    });
  });
});

describe('blackjack: double down', () => {
  it('given 11, when doubling into a ten for 21, then the stake doubles and a win pays on both', () => {
    const step = given('6', '9', '5', '8', 'K').when('double');
    expect(step).toMatchObject({
      complete: true,
      stakeCents: 2000,
      payoutCents: 4000,
      message: '21 beats 17! You won $20.00!',
    });
    expect(step.outcome).toMatchObject({ playerTotal: 21, playerStatus: 'stood', result: 'win' });
  });

  it('takes exactly one card and stands, even on a low total', () => {
    const step = given('5', '10', '4', '8', '2').when('double');
    expect(step).toMatchObject({
      complete: true,
      stakeCents: 2000,
      payoutCents: 0,
      message: 'Dealer wins with 18. You lost $20.00',
    });
    expect(step.outcome).toMatchObject({ playerCards: [{}, {}, {}], playerTotal: 11, playerStatus: 'stood' });
  });

  it('a double that busts loses both stakes', () => {
    expect(given('10', '9', '2', '7', 'K').when('double')).toMatchObject({
      stakeCents: 2000,
      payoutCents: 0,
      message: 'Bust! You lost $20.00',
      outcome: { playerStatus: 'busted', result: 'lose' },
    });
  });

  it('loses both stakes to a dealer blackjack (the dealer does not peek)', () => {
    expect(given('6', 'A', '5', 'K', '9').when('double')).toMatchObject({
      stakeCents: 2000,
      payoutCents: 0,
      message: 'Dealer has blackjack. You lost $20.00',
      outcome: { dealerStatus: 'blackjack', result: 'lose' },
    });
  });

  it('is refused with three cards', () => {
    expect(refusal(() => given('5', '9', '3', '7', '2', '4').when('hit', 'double'))).toEqual({
      kind: 'rule',
      message: 'You can only double down on your first two cards',
    });
  });
});

describe('blackjack: the dealer plays after the player stands', () => {
  it('draws below 17 and busts: the player wins 1:1', () => {
    const step = given('10', '10', '8', '6', '9').when('stand');
    expect(step).toMatchObject({
      complete: true,
      stakeCents: BET,
      payoutCents: 2000,
      message: 'Dealer busts! You won $10.00!',
    });
    expect(step.outcome).toMatchObject({
      dealerTotal: 25,
      dealerStatus: 'busted',
      playerStatus: 'stood',
      result: 'win',
    });
  });

  it('draws several cards until 17 or more', () => {
    const step = given('10', '2', '9', '3', '2', '4', '6').when('stand');
    expect(ranksOf(step.outcome.game === 'blackjack' ? step.outcome.dealerCards : [])).toEqual([
      '2',
      '3',
      '2',
      '4',
      '6',
    ]);
    expect(step).toMatchObject({ payoutCents: 2000, message: '19 beats 17! You won $10.00!' });
  });

  it('stands on a soft 17', () => {
    expect(given('10', 'A', '8', '6').when('stand')).toMatchObject({
      payoutCents: 2000,
      message: '18 beats 17! You won $10.00!',
      outcome: { dealerTotal: 17, dealerStatus: 'stood' },
    });
  });

  it('counts a soft hand hard when a draw would bust it', () => {
    expect(given('10', 'A', '8', '5', 'K', '3').when('stand')).toMatchObject({
      outcome: { dealerTotal: 19 },
      message: 'Dealer wins with 19. You lost $10.00',
      payoutCents: 0,
    });
  });

  it('a dealer blackjack beats the player once the hole card is revealed', () => {
    expect(given('10', 'A', 'Q', 'K').when('stand')).toMatchObject({
      payoutCents: 0,
      message: 'Dealer has blackjack. You lost $10.00',
      outcome: { dealerStatus: 'blackjack', dealerTotal: 21, result: 'lose' },
    });
  });

  it("a dealer blackjack beats the player's three-card 21", () => {
    expect(given('10', 'A', '5', 'K', '6').when('hit')).toMatchObject({
      payoutCents: 0,
      message: 'Dealer has blackjack. You lost $10.00',
      outcome: { playerTotal: 21, result: 'lose' },
    });
  });

  it('equal totals push and return the stake', () => {
    expect(given('10', '10', '9', '9').when('stand')).toMatchObject({
      payoutCents: BET,
      message: 'Push! 19 each. Your bet is returned.',
      outcome: { result: 'push' },
    });
  });

  it('a lower total loses', () => {
    expect(given('10', '10', '8', 'K').when('stand')).toMatchObject({
      payoutCents: 0,
      message: 'Dealer wins with 20. You lost $10.00',
      outcome: { result: 'lose', playerStatus: 'stood', dealerStatus: 'stood' },
    });
  });
});
