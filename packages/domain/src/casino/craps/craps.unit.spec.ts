import { describe, expect, it } from 'vitest';
import { DomainError } from '../../shared/domain-error.js';
import type { CasinoAction } from '../round/casino-round.js';
import type { CrapsChoice } from './craps-outcome.js';
import { comeOut, rollAgain } from './craps-table.js';
import { crapsStep } from './settle-craps.js';

const BET = 1000;

/** given the dice in order (the come-out first), when the player chose a side and rolled again `rolls` times. */
const given = (...dice: [number, number][]) => ({
  when: (choice: CrapsChoice, ...actions: CasinoAction[]) => {
    let next = 0;
    const rollDice = (): [number, number] => {
      const roll = dice[next];
      if (roll === undefined)
        throw new Error(`The engine rolled ${next + 1} times, the spec gave ${dice.length} rolls`);
      next += 1;
      return roll;
    };
    return crapsStep(
      BET,
      actions.reduce((round, action) => rollAgain(round, action, rollDice), comeOut(choice, rollDice)),
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

const DICE_FOR: Record<number, [number, number]> = {
  2: [1, 1],
  3: [1, 2],
  4: [2, 2],
  5: [2, 3],
  6: [3, 3],
  7: [3, 4],
  8: [4, 4],
  9: [4, 5],
  10: [5, 5],
  11: [5, 6],
  12: [6, 6],
};
const dice = (total: number): [number, number] => DICE_FOR[total] ?? [0, 0];

describe('craps: the come-out roll', () => {
  it.each([
    [7, 'pass', 'win', 'Natural!'],
    [11, 'pass', 'win', 'Natural!'],
    [7, 'dontPass', 'lose', 'Craps out!'],
    [11, 'dontPass', 'lose', 'Craps out!'],
    [2, 'pass', 'lose', 'Craps!'],
    [3, 'pass', 'lose', 'Craps!'],
    [12, 'pass', 'lose', 'Craps!'],
    [2, 'dontPass', 'win', 'Craps!'],
    [3, 'dontPass', 'win', 'Craps!'],
    [12, 'dontPass', 'win', 'Craps!'],
  ] as [number, CrapsChoice, 'win' | 'lose', string][])(
    'given a %i, when on %s, then the round ends: %s (%s)',
    (total, choice, result, message) => {
      expect(given(dice(total)).when(choice)).toEqual({
        complete: true,
        stakeCents: BET,
        payoutCents: result === 'win' ? 2000 : 0,
        message,
        allowedActions: [],
        outcome: { game: 'craps', choice, rolls: [{ dice: dice(total), total }], point: null, result },
      });
    },
  );

  it.each([4, 5, 6, 8, 9, 10].flatMap((point) => [[point, 'pass'] as const, [point, 'dontPass'] as const]))(
    'given a %i, when on %s, then the point is set, the bet stays and no money moves yet',
    (point, choice) => {
      expect(given(dice(point)).when(choice)).toEqual({
        complete: false,
        stakeCents: BET,
        payoutCents: 0,
        message: `Point established: ${point}`,
        allowedActions: ['roll'],
        outcome: { game: 'craps', choice, rolls: [{ dice: dice(point), total: point }], point, result: null },
      });
    },
  );
});

describe('craps: rolling for the point', () => {
  it.each([
    ['pass', 'win', 2000],
    ['dontPass', 'lose', 0],
  ] as const)("given point 6, when the 6 comes first on %s, then 'Made the point!' (%s)", (choice, result, payout) => {
    expect(given([3, 3], [2, 4]).when(choice, 'roll')).toMatchObject({
      complete: true,
      payoutCents: payout,
      message: 'Made the point!',
      allowedActions: [],
      outcome: { point: null, result, rolls: [{ total: 6 }, { dice: [2, 4], total: 6 }] },
    });
  });

  it.each([
    ['pass', 'lose', 0],
    ['dontPass', 'win', 2000],
  ] as const)("given point 4, when a 7 comes first on %s, then 'Seven out!' (%s)", (choice, result, payout) => {
    expect(given([2, 2], [6, 1]).when(choice, 'roll')).toMatchObject({
      complete: true,
      payoutCents: payout,
      message: 'Seven out!',
      outcome: { point: null, result },
    });
  });

  it.each([2, 3, 5, 6, 8, 9, 10, 11, 12])('given point 4, when a %i is rolled, then roll again', (total) => {
    expect(given(dice(4), dice(total)).when('pass', 'roll')).toMatchObject({
      complete: false,
      payoutCents: 0,
      message: `Rolled ${total}. Point is 4. Roll again!`,
      allowedActions: ['roll'],
      outcome: { point: 4, result: null, rolls: [{ total: 4 }, { total }] },
    });
  });

  it('keeps every roll, oldest first, until the point or a 7', () => {
    const step = given([4, 6], [1, 1], [6, 6], [5, 6], [4, 6]).when('dontPass', 'roll', 'roll', 'roll', 'roll');
    expect(step).toMatchObject({ complete: true, payoutCents: 0, message: 'Made the point!' });
    expect(step.outcome.game === 'craps' && step.outcome.rolls.map(({ total }) => total)).toEqual([10, 2, 12, 11, 10]);
  });

  it('refuses a roll after the round ended', () => {
    expect(refusal(() => given(dice(7)).when('pass', 'roll'))).toEqual({
      kind: 'rule',
      message: 'This round is over: place a new bet to play again',
    });
    expect(refusal(() => given(dice(4), dice(7)).when('pass', 'roll', 'roll'))).toMatchObject({ kind: 'rule' });
  });

  it('refuses blackjack actions at the craps table', () => {
    expect(refusal(() => given(dice(4)).when('pass', 'hit'))).toEqual({
      kind: 'invalid',
      message: "Craps has no 'hit' action",
    });
  });
});
