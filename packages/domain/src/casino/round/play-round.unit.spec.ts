import { describe, expect, it } from 'vitest';
import { DomainError } from '../../shared/domain-error.js';
import type { Seeds } from '../fairness/seeds.js';
import { CASINO_MAX_STAKE_CENTS, validateCasinoStake } from './casino-stake.js';
import { playRound } from './play-round.js';
import { validateOpening } from './validate-opening.js';

const SEEDS: Seeds = {
  serverSeed: '3f1c5e2b9d7a4c6e8f0b1d3c5e7a9b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e',
  clientSeed: 'player-seed',
  nonce: 0,
};

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { kind: error.kind, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('validateCasinoStake', () => {
  it.each([500, 1000, 2500, 4000, CASINO_MAX_STAKE_CENTS])('accepts %i cents', (stake) => {
    expect(() => validateCasinoStake(stake)).not.toThrow();
  });

  it.each([
    [0, 'invalid', 'Place a bet with a chip'],
    [-500, 'invalid', 'Place a bet with a chip'],
    [12.5, 'invalid', 'Place a bet with a chip'],
    [Number.NaN, 'invalid', 'Place a bet with a chip'],
    [700, 'invalid', 'A bet is a sum of chips ($5, $10, $25, $50, $100): a multiple of $5'],
    [1, 'invalid', 'A bet is a sum of chips ($5, $10, $25, $50, $100): a multiple of $5'],
    [CASINO_MAX_STAKE_CENTS + 500, 'rule', 'The casino maximum bet is $500.00'],
  ])('refuses %i cents', (stake, kind, message) => {
    expect(refusal(() => validateCasinoStake(stake))).toEqual({ kind, message });
  });
});

describe('validateOpening', () => {
  it.each([
    { game: 'roulette', betType: 'number-0' },
    { game: 'roulette', betType: 'red' },
    { game: 'slots' },
    { game: 'blackjack' },
    { game: 'baccarat', choice: 'tie' },
    { game: 'craps', choice: 'dontPass' },
  ] as const)('accepts %o', (opening) => {
    expect(() => validateOpening(opening)).not.toThrow();
  });

  it.each([
    [
      { game: 'roulette', betType: 'purple' },
      'Choose a bet type: red, black, even, odd, low, high or number-0 to number-36',
    ],
    [{ game: 'baccarat', choice: 'dealer' }, 'Choose player, banker or tie'],
    [{ game: 'craps', choice: 'field' }, "Choose Pass Line or Don't Pass"],
    [{ game: 'poker' }, 'Unknown casino game'],
  ])('refuses %o', (opening, message) => {
    expect(refusal(() => validateOpening(opening as never))).toEqual({ kind: 'invalid', message });
  });
});

describe('playRound: roulette', () => {
  it('given the seeds, when spinning, then float 0 picks the pocket (known answer: 21 red)', () => {
    const result = playRound({
      opening: { game: 'roulette', betType: 'red' },
      stakeCents: 1000,
      actions: [],
      seeds: SEEDS,
    });
    expect(result).toEqual({
      complete: true,
      stakeCents: 1000,
      payoutCents: 2000,
      message: 'The ball landed on 21 red. You won $10.00!',
      allowedActions: [],
      outcome: { game: 'roulette', betType: 'red', pocket: 21, colour: 'red' },
      floatsUsed: 1,
    });
  });

  it('refuses any action after the spin', () => {
    expect(
      refusal(() =>
        playRound({ opening: { game: 'roulette', betType: 'red' }, stakeCents: 1000, actions: ['roll'], seeds: SEEDS }),
      ),
    ).toEqual({ kind: 'rule', message: 'This round is over: place a new bet to play again' });
  });

  it('refuses an unknown bet type and a stake that is not a positive amount', () => {
    expect(
      refusal(() =>
        playRound({ opening: { game: 'roulette', betType: 'zero' }, stakeCents: 1000, actions: [], seeds: SEEDS }),
      ),
    ).toMatchObject({ kind: 'invalid' });
    expect(
      refusal(() =>
        playRound({ opening: { game: 'roulette', betType: 'red' }, stakeCents: 0, actions: [], seeds: SEEDS }),
      ),
    ).toEqual({ kind: 'invalid', message: 'Place a bet with a chip' });
  });
});
