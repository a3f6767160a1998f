import { describe, expect, it } from 'vitest';
import { DomainError } from '../../shared/domain-error.js';
import { parseRouletteBetType, UNKNOWN_BET_TYPE } from './roulette-bet.js';
import { pocketColour } from './roulette-wheel.js';
import { spinRoulette } from './spin-roulette.js';

const TEN_DOLLARS = 1000;
const given = (pocket: number) => ({
  when: (betType: string) => spinRoulette(parseRouletteBetType(betType), TEN_DOLLARS, pocket),
});

describe('roulette: the wheel', () => {
  it('is European: 0 green, 18 red, 18 black', () => {
    const colours = Array.from({ length: 37 }, (_, pocket) => pocketColour(pocket));
    expect(colours.filter((c) => c === 'green')).toHaveLength(1);
    expect(colours.filter((c) => c === 'red')).toHaveLength(18);
    expect(colours.filter((c) => c === 'black')).toHaveLength(18);
    expect([1, 2, 10, 11, 19, 28, 29, 36].map(pocketColour)).toEqual([
      'red',
      'black',
      'black',
      'black',
      'red',
      'black',
      'black',
      'red',
    ]);
  });
});

describe('roulette: outside bets pay 1:1', () => {
  it.each([
    ['red', 1],
    ['black', 2],
    ['even', 36],
    ['odd', 35],
    ['low', 18],
    ['high', 19],
  ])('when betting %s and the ball lands on %i, then $10 returns $20', (betType, pocket) => {
    const step = given(pocket).when(betType);
    expect(step).toMatchObject({ complete: true, stakeCents: 1000, payoutCents: 2000, allowedActions: [] });
    expect(step.message).toBe(`The ball landed on ${pocket} ${pocketColour(pocket)}. You won $10.00!`);
  });

  it.each([
    ['red', 2],
    ['black', 1],
    ['even', 35],
    ['odd', 36],
    ['low', 19],
    ['high', 18],
  ])('when betting %s and the ball lands on %i, then the stake is lost', (betType, pocket) => {
    const step = given(pocket).when(betType);
    expect(step).toMatchObject({ complete: true, payoutCents: 0 });
    expect(step.message).toBe(`The ball landed on ${pocket} ${pocketColour(pocket)}. You lost $10.00`);
  });

  it.each(['red', 'black', 'even', 'odd', 'low', 'high'])('given 0, when betting %s, then it loses', (betType) => {
    const step = given(0).when(betType);
    expect(step.payoutCents).toBe(0);
    expect(step.message).toBe('The ball landed on 0 green. You lost $10.00');
    expect(step.outcome).toEqual({ game: 'roulette', betType, pocket: 0, colour: 'green' });
  });
});

describe('roulette: a single number pays 35:1', () => {
  it.each([0, 1, 17, 36])('given pocket %i, when betting on it, then $10 returns $360', (pocket) => {
    const step = given(pocket).when(`number-${pocket}`);
    expect(step.payoutCents).toBe(36 * TEN_DOLLARS);
    expect(step.message).toBe(`The ball landed on ${pocket} ${pocketColour(pocket)}. You won $350.00!`);
  });

  it('when betting on another number, then it loses', () => {
    expect(given(17).when('number-18').payoutCents).toBe(0);
    expect(given(0).when('number-36').payoutCents).toBe(0);
  });

  it('reports the outcome in the contract shape', () => {
    expect(given(17).when('number-17').outcome).toEqual({
      game: 'roulette',
      betType: 'number-17',
      pocket: 17,
      colour: 'black',
    });
  });
});

describe('roulette: bet types', () => {
  it.each(['number-37', 'number-07', 'number--1', 'number-', 'number-1.5', 'RED', 'green', 'dozen-1', ''])(
    'refuses %j with the list of bet types',
    (betType) => {
      expect(() => parseRouletteBetType(betType)).toThrow(new DomainError('invalid', UNKNOWN_BET_TYPE));
    },
  );
});
