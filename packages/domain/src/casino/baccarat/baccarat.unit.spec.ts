import { describe, expect, it } from 'vitest';
import type { CardRank } from '../cards/playing-card.js';
import { scriptedCards } from '../cards/testing/scripted-cards.js';
import type { BaccaratChoice } from './baccarat-outcome.js';
import { dealBaccarat } from './deal-baccarat.js';
import { settleBaccarat } from './settle-baccarat.js';
import { bankerDraws } from './third-card-rules.js';

const BET = 1000;
const RANK_OF_POINTS: CardRank[] = ['K', 'A', '2', '3', '4', '5', '6', '7', '8', '9'];
const rank = (points: number): CardRank => RANK_OF_POINTS[points] ?? 'K';

/** given the cards in deal order: player, banker, player, banker, then third cards. */
const given = (...ranks: CardRank[]) => ({
  when: (choice: BaccaratChoice, stakeCents = BET) =>
    settleBaccarat(choice, stakeCents, dealBaccarat(scriptedCards(...ranks))),
});
const ranksOf = (cards: { rank: string }[]) => cards.map(({ rank: r }) => r);
const coupOf = (...ranks: CardRank[]) => {
  const coup = dealBaccarat(scriptedCards(...ranks));
  return {
    player: ranksOf(coup.playerCards),
    banker: ranksOf(coup.bankerCards),
    totals: [coup.playerTotal, coup.bankerTotal],
  };
};

describe('baccarat: points', () => {
  it('counts an ace 1, tens and faces 0, and totals mod 10', () => {
    expect(coupOf('A', 'K', '7', 'Q', '10').totals).toEqual([8, 0]);
    expect(coupOf('9', '5', '9', '4').totals).toEqual([8, 9]);
    expect(dealBaccarat(scriptedCards('J', '2', 'A', '7')).playerCards.map(({ value }) => value)).toEqual([0, 1]);
  });
});

describe('baccarat: naturals', () => {
  it.each([
    [['8', '2', 'K', '3'], 'player 8'],
    [['9', '2', 'K', '3'], 'player 9'],
    [['2', '8', '3', 'K'], 'banker 8'],
    [['A', '9', '2', 'K'], 'banker 9 against a player 3'],
  ] as [CardRank[], string][])('given %j (%s), then neither hand draws', (ranks) => {
    const coup = coupOf(...ranks);
    expect([coup.player.length, coup.banker.length]).toEqual([2, 2]);
  });
});

describe('baccarat: the player draws on 0-5 and stands on 6-7', () => {
  it.each([0, 1, 2, 3, 4, 5])('given a player %i, then the player draws', (total) => {
    expect(coupOf('K', '7', rank(total), 'K', '2').player).toHaveLength(3);
  });

  it.each([6, 7])('given a player %i, then the player stands', (total) => {
    expect(coupOf('K', '7', rank(total), 'K').player).toHaveLength(2);
  });
});

describe('baccarat: the banker after a standing player draws on 0-5', () => {
  it.each([0, 1, 2, 3, 4, 5])('given a banker %i and a player 6, then the banker draws', (total) => {
    expect(coupOf('6', 'K', 'K', rank(total), '2').banker).toHaveLength(3);
  });

  it.each([6, 7])('given a banker %i and a player 7, then the banker stands', (total) => {
    expect(coupOf('7', 'K', 'K', rank(total)).banker).toHaveLength(2);
  });
});

describe('baccarat: the banker table after the player drew', () => {
  // Rows: the banker's two-card total; columns: the player's third card 0-9. D draws, S stands.
  const TABLE: Record<number, string> = {
    0: 'DDDDDDDDDD',
    1: 'DDDDDDDDDD',
    2: 'DDDDDDDDDD',
    3: 'DDDDDDDDSD',
    4: 'SSDDDDDDSS',
    5: 'SSSSDDDDSS',
    6: 'SSSSSSDDSS',
    7: 'SSSSSSSSSS',
  };
  const cases = Object.entries(TABLE).flatMap(([banker, row]) =>
    [...row].map((cell, third) => ({ banker: Number(banker), third, draws: cell === 'D' })),
  );

  it.each(cases)('banker $banker, player third card $third: draws $draws', ({ banker, third, draws }) => {
    expect(bankerDraws(banker, third)).toBe(draws);
    // The same row played out: a player 0 draws `third`; the banker's third card (a 2) only if the table says so.
    const coup = coupOf('K', 'K', 'K', rank(banker), rank(third), '2');
    expect(coup.player).toEqual(['K', 'K', rank(third)]);
    expect(coup.banker).toHaveLength(draws ? 3 : 2);
  });
});

describe('baccarat: payouts and the spec five messages', () => {
  it('a player bet on a player win pays 1:1', () => {
    expect(given('9', '7', 'K', 'K').when('player')).toEqual({
      complete: true,
      stakeCents: BET,
      payoutCents: 2000,
      message: 'Player wins! You won $10.00!',
      allowedActions: [],
      outcome: {
        game: 'baccarat',
        choice: 'player',
        playerCards: [
          { rank: '9', suit: 'spades', value: 9, displayValue: '9' },
          { rank: 'K', suit: 'diamonds', value: 0, displayValue: 'K' },
        ],
        bankerCards: [
          { rank: '7', suit: 'hearts', value: 7, displayValue: '7' },
          { rank: 'K', suit: 'clubs', value: 0, displayValue: 'K' },
        ],
        playerTotal: 9,
        bankerTotal: 7,
        winner: 'player',
      },
    });
  });

  it('a banker bet on a banker win pays 0.95:1, floored to the cent', () => {
    expect(given('7', '9', 'K', 'K').when('banker')).toMatchObject({
      payoutCents: 1950,
      message: 'Banker wins! You won $9.50!',
    });
    expect(given('7', '9', 'K', 'K').when('banker', 500)).toMatchObject({
      payoutCents: 975,
      message: 'Banker wins! You won $4.75!',
    });
    // Not a chip amount, but the rounding rule must hold for any stake: 0.95 * 1.01 = 0.9595 -> 0.95.
    expect(given('7', '9', 'K', 'K').when('banker', 101)).toMatchObject({ payoutCents: 196 });
  });

  it('a tie bet on a tie pays 8:1', () => {
    expect(given('8', '8', 'K', 'K').when('tie')).toMatchObject({
      payoutCents: 9000,
      message: 'Tie! You won $80.00!',
      outcome: { winner: 'tie', playerTotal: 8, bankerTotal: 8 },
    });
  });

  it.each(['player', 'banker'] as const)('a %s bet on a tie is returned', (choice) => {
    expect(given('8', '8', 'K', 'K').when(choice)).toMatchObject({
      payoutCents: BET,
      message: 'Tie! Your bet is returned.',
    });
  });

  it.each([
    ['player', ['7', '9', 'K', 'K']],
    ['banker', ['9', '7', 'K', 'K']],
    ['tie', ['9', '7', 'K', 'K']],
  ] as [BaccaratChoice, CardRank[]][])('a %s bet on another winner is lost', (choice, ranks) => {
    expect(given(...ranks).when(choice)).toMatchObject({ payoutCents: 0, message: 'You lost $10.00' });
  });
});
