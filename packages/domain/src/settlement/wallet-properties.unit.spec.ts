import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { walletDecider } from '../wallet/wallet.js';
import { betsOf } from '../wallet/bet-book.js';
import { BET_OUTCOMES, NOTHING } from './outcome.js';
import { MENU, anyBoard, anyGameOutcome, anyWalletStep, type WalletStep } from './testing/wallet-arbitraries.js';
import { AT, fold, live, moneyMoved, plus } from './testing/wallet-life.js';

const { decide } = walletDecider;

const aLife = fc.tuple(
  anyBoard,
  fc.integer({ min: 0, max: 20_000 }),
  fc.array(anyWalletStep, { minLength: 5, maxLength: 50 }),
);

/** One single placed, settled from its game, then maybe spent and re-settled by an admin. */
const singleLife = fc.record({
  board: anyBoard,
  pick: fc.nat({ max: MENU.length - 1 }),
  stakeCents: fc.integer({ min: 1_000, max: 15_000 }),
  balanceType: fc.constantFrom('cash' as const, 'freePlay' as const),
  game: anyGameOutcome,
  spent: fc.constantFrom('cash' as const, 'freePlay' as const, undefined),
  adminOutcomes: fc.array(fc.constantFrom(...BET_OUTCOMES), { maxLength: 3 }),
});
type SingleLife = typeof singleLife extends fc.Arbitrary<infer T> ? T : never;

const liveSingle = ({ board, pick, stakeCents, balanceType, game, spent, adminOutcomes }: SingleLife) =>
  live(board, 100_000, [
    { kind: 'addFreePlay', amountCents: 15_000 },
    { kind: 'bet', parlay: false, balanceType, picks: [pick], stakeCents },
    { kind: 'settle', betNo: 0, game },
    ...(spent ? [{ kind: 'spendAll' as const, balanceType: spent }] : []),
    ...adminOutcomes.map((outcome): WalletStep => ({ kind: 'admin', betNo: 0, outcome })),
  ]);

describe('wallet money: properties', () => {
  it('the balances equal the money moved by the events and never go below zero', () => {
    fc.assert(
      fc.property(aLife, ([board, start, steps]) => {
        const { events, states, state } = live(board, start, steps);
        for (const each of states) expect(Math.min(each.cashCents, each.freePlayCents)).toBeGreaterThanOrEqual(0);
        expect(state).toEqual(fold(events));
        const moved = events.map(moneyMoved).reduce((sum, amounts) => plus(sum, amounts), NOTHING);
        expect({ cashCents: state.cashCents, freePlayCents: state.freePlayCents }).toEqual(moved);
      }),
    );
  });

  it('re-settlements reverse exactly: what a bet credited in all equals its current settlement', () => {
    fc.assert(
      fc.property(aLife, ([board, start, steps]) => {
        const { events, state } = live(board, start, steps);
        for (const bet of betsOf(state.bets)) {
          const credited = events
            .flatMap((event) =>
              event.type !== 'BetPlaced' && 'betId' in event.data && event.data.betId === bet.betId
                ? [moneyMoved(event)]
                : [],
            )
            .reduce((sum, amounts) => plus(sum, amounts), NOTHING);
          expect(credited).toEqual(bet.settlement?.credited ?? NOTHING);
        }
      }),
    );
  });

  it('settling a settled bet again changes nothing', () => {
    fc.assert(
      fc.property(aLife, anyGameOutcome, ([board, start, steps], game) => {
        const { state } = live(board, start, steps);
        for (const bet of betsOf(state.bets)) {
          if (bet.settlement === null || bet.settlement.outcome === 'cashed_out') continue;
          const again = { userId: 'u1', betId: bet.betId, settledAt: AT };
          expect(decide({ type: 'SettleBet', ...again, games: [game] }, state)).toEqual([]);
          expect(
            decide({ type: 'SetBetOutcome', ...again, outcome: bet.settlement.outcome, actor: 'a' }, state),
          ).toEqual([]);
        }
      }),
    );
  });

  it('a settled single never credits more than its potential payout, however it is settled', () => {
    fc.assert(
      fc.property(singleLife, (life) => {
        const [bet] = betsOf(liveSingle(life).state.bets);
        fc.pre(bet !== undefined);
        if (!bet?.settlement) throw new Error('a single on a finished or called-off game settles');
        const { credited, payoutCents } = bet.settlement;
        expect(payoutCents).toBeLessThanOrEqual(bet.potentialPayoutCents);
        expect(credited.cashCents + credited.freePlayCents).toBeLessThanOrEqual(bet.potentialPayoutCents);
      }),
    );
  });

  it('re-settling after the winnings were spent never takes a balance below zero', () => {
    fc.assert(
      fc.property(singleLife, (life) => {
        const { states, events, state } = liveSingle(life);
        for (const each of states) expect(Math.min(each.cashCents, each.freePlayCents)).toBeGreaterThanOrEqual(0);
        expect(state).toEqual(fold(events));
      }),
    );
  });
});
