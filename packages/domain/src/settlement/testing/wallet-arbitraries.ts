import fc from 'fast-check';
import type { LegRequest } from '../../betting/bet-leg.js';
import { MARKETS, PROP_ID, PROPS, catalogue } from '../../betting/testing/bet-fixtures.js';
import type { CatalogueState } from '../../catalogue/catalogue-state.js';
import type { PricedMarket } from '../../catalogue/market.js';
import { americanOdds, type AmericanOdds } from '../../odds/american-odds.js';
import type { BalanceType } from '../../wallet/balance-type.js';
import type { SettlementGame } from '../judge-leg.js';
import { BET_OUTCOMES } from '../outcome.js';

/** Every selection the fixture game offers, as a client would pick it (its price is filled in from the board). */
export const MENU: readonly Pick<LegRequest, 'marketType' | 'selection' | 'propId'>[] = [
  { marketType: 'moneyline', selection: 'home' },
  { marketType: 'moneyline', selection: 'away' },
  { marketType: 'spread', selection: 'home' },
  { marketType: 'spread', selection: 'away' },
  { marketType: 'totals', selection: 'over' },
  { marketType: 'totals', selection: 'under' },
  { marketType: 'team_total_home', selection: 'over' },
  { marketType: 'spread_h1', selection: 'away' },
  { marketType: 'player_pass_yds', selection: 'over', propId: PROP_ID },
  { marketType: 'player_pass_yds', selection: 'under', propId: PROP_ID },
];

const repriced = (market: PricedMarket, odds: readonly AmericanOdds[]): PricedMarket => {
  const price = (index: number, current: PricedMarket['homeOdds']) =>
    current === null ? null : (odds[index] ?? current);
  return {
    ...market,
    homeOdds: price(0, market.homeOdds),
    awayOdds: price(1, market.awayOdds),
    overOdds: price(2, market.overOdds),
    underOdds: price(3, market.underOdds),
  };
};

/** Prices of a game's main lines: short enough that small parlays stay under the maximum payout. */
const boardOdds = fc.oneof(fc.integer({ min: -300, max: -100 }), fc.integer({ min: 100, max: 300 })).map(americanOdds);

/** The fixture game's board with random prices on every side, open for pre-match betting. */
export const anyBoard: fc.Arbitrary<CatalogueState> = fc
  .array(fc.array(boardOdds, { minLength: 4, maxLength: 4 }), { minLength: 6, maxLength: 6 })
  .map(([props = [], ...markets]) => ({
    ...catalogue(),
    markets: MARKETS.map((market, index) => repriced(market, markets[index] ?? [])),
    props: PROPS.map((prop) => ({
      ...prop,
      overOdds: props[2] ?? prop.overOdds,
      underOdds: props[3] ?? prop.underOdds,
    })),
  }));

const quarter = fc.record({ home: fc.integer({ min: 0, max: 14 }), away: fc.integer({ min: 0, max: 14 }) });

/** The fixture game once it is over: final with quarter scores (and maybe the quarterback's yards), or called off. */
export const anyGameOutcome: fc.Arbitrary<SettlementGame> = fc.oneof(
  fc
    .record({
      quarters: fc.array(quarter, { minLength: 4, maxLength: 4 }),
      passYards: fc.option(fc.integer({ min: 150, max: 300 }), { nil: undefined }),
    })
    .map(({ quarters, passYards }): SettlementGame => ({
      gameId: 'g1',
      sport: 'NFL' as const,
      status: 'final' as const,
      removed: false,
      result: {
        homeScore: quarters.reduce((sum, q) => sum + q.home, 0),
        awayScore: quarters.reduce((sum, q) => sum + q.away, 0),
        periodScores: quarters.map((q, index) => ({ period: `Q${index + 1}`, ...q })),
        playerStats: passYards === undefined ? {} : { 'Jalen Hurts': { pass_yds: passYards } },
      },
    })),
  fc.constantFrom('cancelled' as const, 'postponed' as const).map((status): SettlementGame => ({
    gameId: 'g1',
    sport: 'NFL' as const,
    status,
    removed: false,
    result: null,
  })),
);

const balanceType = fc.constantFrom<BalanceType>('cash', 'freePlay');
const menuPicks = fc.uniqueArray(fc.integer({ min: 0, max: MENU.length - 1 }), { minLength: 1, maxLength: 3 });

/** One thing that can happen to a wallet; bets are referred to by their position among the wallet's bets. */
export type WalletStep =
  | { kind: 'adjust'; balanceType: BalanceType; amountCents: number }
  /** The player spends a whole balance (an admin takes it out): what makes a later reversal hard to pay. */
  | { kind: 'spendAll'; balanceType: BalanceType }
  | { kind: 'addFreePlay'; amountCents: number }
  | { kind: 'bet'; parlay: boolean; balanceType: BalanceType; picks: number[]; stakeCents: number }
  | { kind: 'settle'; betNo: number; game: SettlementGame }
  | { kind: 'admin'; betNo: number; outcome: (typeof BET_OUTCOMES)[number] }
  /** The player takes the cash out offer on the board's current prices (refused for free play, closed bets). */
  | { kind: 'cashOut'; betNo: number };

/** Mostly stakes within the limits, so that bets get placed, and sometimes anything, so that limits get hit. */
const stake = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1_000, max: 2_500 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 16_000 }) },
);

export const anyWalletStep: fc.Arbitrary<WalletStep> = fc.oneof(
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('adjust' as const),
      balanceType,
      amountCents: fc.integer({ min: -5_000, max: 5_000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('addFreePlay' as const),
      amountCents: fc.integer({ min: 1, max: 5_000 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('bet' as const),
      parlay: fc.boolean(),
      balanceType,
      picks: menuPicks,
      stakeCents: stake,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('spendAll' as const), balanceType }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('settle' as const), betNo: fc.nat(), game: anyGameOutcome }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('admin' as const),
      betNo: fc.nat(),
      outcome: fc.constantFrom(...BET_OUTCOMES),
    }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('cashOut' as const), betNo: fc.nat() }) },
);
