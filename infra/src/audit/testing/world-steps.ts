import fc from 'fast-check';
import { BET_OUTCOMES, type BalanceType, type BetOutcome } from '@sb/domain';

/** One thing that happens in a generated world; users, bets and games are picked by index among those so far. */
export type WorldStep =
  | { kind: 'register'; approved: boolean }
  | { kind: 'approve'; user: number }
  | { kind: 'adjust'; user: number; balanceType: BalanceType; amountCents: number }
  | { kind: 'freePlay'; user: number; amountCents: number }
  | { kind: 'listGame' }
  | {
      kind: 'bet';
      user: number;
      game: number;
      picks: number[];
      parlay: boolean;
      balanceType: BalanceType;
      stakeCents: number;
    }
  | { kind: 'finishGame'; game: number; home: number; away: number; calledOff: boolean }
  | { kind: 'settleAll' }
  | { kind: 'adminOutcome'; bet: number; outcome: BetOutcome }
  | { kind: 'delete'; user: number }
  | { kind: 'casino'; user: number; opening: number; stakeCents: number; moves: number[] }
  | { kind: 'rotate'; user: number }
  | { kind: 'clientSeed'; user: number; seed: string };

const index = fc.nat({ max: 10_000 });
const balanceType = fc.oneof(
  { weight: 4, arbitrary: fc.constant<BalanceType>('cash') },
  { weight: 1, arbitrary: fc.constant<BalanceType>('freePlay') },
);

export const anyWorldStep: fc.Arbitrary<WorldStep> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('register' as const), approved: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('approve' as const), user: index }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('adjust' as const),
      user: index,
      balanceType,
      amountCents: fc.integer({ min: -20_000, max: 20_000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('freePlay' as const),
      user: index,
      amountCents: fc.integer({ min: 1, max: 5_000 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('listGame' as const) }) },
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('bet' as const),
      user: index,
      game: index,
      picks: fc.uniqueArray(fc.nat({ max: 5 }), { minLength: 1, maxLength: 3 }),
      parlay: fc.boolean(),
      balanceType,
      stakeCents: fc.oneof(
        { weight: 5, arbitrary: fc.integer({ min: 100, max: 5_000 }) },
        fc.integer({ min: 0, max: 200_000 }),
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('finishGame' as const),
      game: index,
      home: fc.integer({ min: 80, max: 130 }),
      away: fc.integer({ min: 80, max: 130 }),
      calledOff: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('settleAll' as const) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('adminOutcome' as const),
      bet: index,
      outcome: fc.constantFrom(...BET_OUTCOMES),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), user: index }) },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('casino' as const),
      user: index,
      opening: fc.nat({ max: 7 }),
      stakeCents: fc.constantFrom(500, 1_000, 2_500, 5_000, 10_000, 1_234),
      moves: fc.array(fc.nat({ max: 3 }), { minLength: 0, maxLength: 4 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('rotate' as const), user: index }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('clientSeed' as const),
      user: index,
      seed: fc.stringMatching(/^[a-z0-9]{1,16}$/),
    }),
  },
);
