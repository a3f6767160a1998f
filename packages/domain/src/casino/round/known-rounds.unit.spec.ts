import { describe, expect, it } from 'vitest';
import type { Seeds } from '../fairness/seeds.js';
import type { CasinoAction, RoundOpening } from './casino-round.js';
import { playRound } from './play-round.js';

/**
 * Whole rounds replayed from fixed seeds. The floats, cards, pockets and dice of these seeds were computed with an
 * independent implementation (node:crypto; see fairness/known-answers.unit.spec.ts) and the outcomes below worked
 * out by hand from them, so a change of the scheme, of a float's place or of a rule fails here.
 *   A: cards 9h 8d 8c Ks Qs 5h ..., pocket 21, dice 4 3 | 4 5 ...
 *   B: cards 3h Jd 10d 5s 4c Ks ..., pocket 3, dice 1 5 | 4 2
 *   C: cards Jc Ac 4d 10c 4d 4c ..., pocket 28, dice 5 6
 */
const SERVER_SEED = '3f1c5e2b9d7a4c6e8f0b1d3c5e7a9b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e';
const A: Seeds = { serverSeed: SERVER_SEED, clientSeed: 'player-seed', nonce: 0 };
const B: Seeds = { serverSeed: SERVER_SEED, clientSeed: 'player-seed', nonce: 1 };
const C: Seeds = { serverSeed: '0'.repeat(64), clientSeed: 'abc', nonce: 42 };

const play = (seeds: Seeds, opening: RoundOpening, ...actions: CasinoAction[]) =>
  playRound({ opening, stakeCents: 1000, actions, seeds });
const card = (rank: string, suit: string, value: number) => ({ rank, suit, value, displayValue: rank });

describe('known rounds: roulette (float 0 is the pocket)', () => {
  it.each([
    [A, 21, 'red'],
    [B, 3, 'red'],
    [C, 28, 'black'],
  ] as const)('seeds %o land on %i %s', (seeds, pocket, colour) => {
    expect(play(seeds, { game: 'roulette', betType: `number-${pocket}` })).toMatchObject({
      payoutCents: 36_000,
      floatsUsed: 1,
      outcome: { pocket, colour },
    });
  });
});

describe('known rounds: slots (floats 0-2 are the reel stops)', () => {
  it.each([
    [A, ['cherry', 'orange', 'seven'], 0],
    [B, ['lemon', 'lemon', 'plum'], 2],
    [C, ['orange', 'bar', 'diamond'], 0],
  ] as const)('seeds %o show %j', (seeds, reels, multiplier) => {
    expect(play(seeds, { game: 'slots' })).toMatchObject({
      payoutCents: 1000 * multiplier,
      floatsUsed: 3,
      outcome: { game: 'slots', reels, multiplier },
    });
  });
});

describe('known rounds: blackjack (player, dealer up, player, dealer hole, then draws)', () => {
  it('A: 17 against an 8 shows only the up card, then standing loses to the hole king', () => {
    expect(play(A, { game: 'blackjack' })).toEqual({
      complete: false,
      stakeCents: 1000,
      payoutCents: 0,
      message: 'Hit, stand or double down?',
      allowedActions: ['hit', 'stand', 'double'],
      outcome: {
        game: 'blackjack',
        playerCards: [card('9', 'hearts', 9), card('8', 'clubs', 8)],
        dealerCards: [card('8', 'diamonds', 8)],
        playerTotal: 17,
        dealerTotal: 8,
        playerStatus: 'active',
        dealerStatus: 'active',
        result: null,
      },
      floatsUsed: 4,
    });
    expect(play(A, { game: 'blackjack' }, 'stand')).toMatchObject({
      complete: true,
      payoutCents: 0,
      message: 'Dealer wins with 18. You lost $10.00',
      floatsUsed: 4,
      outcome: { dealerCards: [card('8', 'diamonds', 8), card('K', 'spades', 10)], dealerTotal: 18, result: 'lose' },
    });
    expect(play(A, { game: 'blackjack' }, 'hit')).toMatchObject({
      message: 'Bust! You lost $10.00',
      floatsUsed: 5,
      outcome: { playerCards: [{}, {}, card('Q', 'spades', 10)], playerTotal: 27 },
    });
  });

  it('B: 13 against a jack hits a 4, stands, and the dealer busts drawing a king', () => {
    expect(play(B, { game: 'blackjack' }, 'hit', 'stand')).toMatchObject({
      complete: true,
      payoutCents: 2000,
      message: 'Dealer busts! You won $10.00!',
      floatsUsed: 6,
      outcome: { playerTotal: 17, dealerTotal: 25, dealerStatus: 'busted', result: 'win' },
    });
  });

  it('C: doubling 14 against an ace meets the hidden dealer blackjack and loses both stakes', () => {
    expect(play(C, { game: 'blackjack' }, 'double')).toMatchObject({
      complete: true,
      stakeCents: 2000,
      payoutCents: 0,
      message: 'Dealer has blackjack. You lost $20.00',
      floatsUsed: 5,
      outcome: { playerTotal: 18, dealerStatus: 'blackjack', result: 'lose' },
    });
  });
});

describe('known rounds: baccarat (player, banker, player, banker, then third cards)', () => {
  it('A: a banker natural 8 beats a player 7', () => {
    expect(play(A, { game: 'baccarat', choice: 'banker' })).toMatchObject({
      payoutCents: 1950,
      message: 'Banker wins! You won $9.50!',
      floatsUsed: 4,
      outcome: { playerTotal: 7, bankerTotal: 8, winner: 'banker' },
    });
  });

  it('B: the player draws a 4 to 7, the banker on 5 draws a king and stays on 5', () => {
    expect(play(B, { game: 'baccarat', choice: 'player' })).toMatchObject({
      payoutCents: 2000,
      message: 'Player wins! You won $10.00!',
      floatsUsed: 6,
      outcome: { playerCards: [{}, {}, card('4', 'clubs', 4)], bankerCards: [{}, {}, card('K', 'spades', 0)] },
    });
  });

  it('C: player 8 against banker 5 after both draw; a tie bet loses', () => {
    expect(play(C, { game: 'baccarat', choice: 'tie' })).toMatchObject({
      payoutCents: 0,
      message: 'You lost $10.00',
      floatsUsed: 6,
      outcome: { playerTotal: 8, bankerTotal: 5, winner: 'player' },
    });
  });
});

describe('known rounds: craps (two floats per roll)', () => {
  it('A: a come-out 7 is a natural', () => {
    expect(play(A, { game: 'craps', choice: 'pass' })).toMatchObject({
      complete: true,
      payoutCents: 2000,
      message: 'Natural!',
      floatsUsed: 2,
    });
  });

  it('B: a 6 sets the point and the next roll (4, 2) makes it', () => {
    expect(play(B, { game: 'craps', choice: 'pass' })).toMatchObject({
      complete: false,
      message: 'Point established: 6',
    });
    expect(play(B, { game: 'craps', choice: 'pass' }, 'roll')).toMatchObject({
      complete: true,
      payoutCents: 2000,
      message: 'Made the point!',
      floatsUsed: 4,
      outcome: {
        rolls: [
          { dice: [1, 5], total: 6 },
          { dice: [4, 2], total: 6 },
        ],
        point: null,
        result: 'win',
      },
    });
  });

  it("C: an 11 on the come-out takes a Don't Pass bet", () => {
    expect(play(C, { game: 'craps', choice: 'dontPass' })).toMatchObject({
      payoutCents: 0,
      message: 'Craps out!',
      outcome: { rolls: [{ dice: [5, 6], total: 11 }], result: 'lose' },
    });
  });
});
