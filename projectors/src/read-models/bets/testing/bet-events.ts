import {
  americanOdds,
  type BetCashedOut,
  type BetPlaced,
  type BetResettled,
  type BetSettled,
  type PlacedLeg,
  type UserDeleted,
  type WalletClosed,
} from '@sb/domain';
import type { RecordedEvent } from '@sb/platform';

/** Wallet events as the wallet decider writes them, for the read-model specs. */

export const USER = 'u1';
export const PLACED_AT = '2025-01-05T18:00:00.000Z';
export const SETTLED_AT = '2025-01-06T02:00:00.000Z';

const EVENT = {
  sport: 'NFL',
  league: 'NFL',
  homeTeam: 'Eagles',
  awayTeam: 'Giants',
  scheduledAt: '2025-01-05T19:00:00.000Z',
} as const;

export const spreadLeg = (overrides: Partial<PlacedLeg> = {}): PlacedLeg =>
  ({
    legId: 'l1',
    eventId: 'g1',
    marketType: 'spread',
    selection: 'away',
    line: 3.5,
    americanOdds: americanOdds(-110),
    event: EVENT,
    ...overrides,
  }) as PlacedLeg;

export const propLeg = (overrides: Partial<PlacedLeg> = {}): PlacedLeg =>
  ({
    legId: 'l2',
    eventId: 'g2',
    marketType: 'player_pass_yds',
    selection: 'over',
    line: 225.5,
    americanOdds: americanOdds(-115),
    propId: 'g2:jalen-hurts:player_pass_yds',
    playerName: 'Jalen Hurts',
    event: { ...EVENT, homeTeam: 'Cowboys', awayTeam: 'Eagles' },
    ...overrides,
  }) as PlacedLeg;

/** A $100 cash single on the away spread at -110: pays $190.90. */
export const placed = (overrides: Partial<BetPlaced['data']> = {}): BetPlaced => ({
  type: 'BetPlaced',
  data: {
    betId: 'b1',
    userId: USER,
    betMode: 'single',
    balanceType: 'cash',
    stakeCents: 10_000,
    potentialPayoutCents: 19_090,
    combinedOdds: americanOdds(-110),
    placedAt: PLACED_AT,
    legs: [spreadLeg()],
    ...overrides,
  },
});

export const settled = (overrides: Partial<BetSettled['data']> = {}): BetSettled => ({
  type: 'BetSettled',
  data: {
    betId: 'b1',
    userId: USER,
    outcome: 'won',
    payoutCents: 19_090,
    credited: { cashCents: 19_090, freePlayCents: 0 },
    legs: [{ legId: 'l1', outcome: 'won' }],
    settledBy: 'system',
    settledAt: SETTLED_AT,
    ...overrides,
  },
});

export const resettled = (overrides: Partial<BetResettled['data']> = {}): BetResettled => ({
  type: 'BetResettled',
  data: {
    betId: 'b1',
    userId: USER,
    from: 'won',
    to: 'lost',
    payoutCents: 0,
    reversal: { cashCents: 19_090, freePlayCents: 0 },
    credit: { cashCents: 0, freePlayCents: 0 },
    settledBy: 'admin',
    settledAt: '2025-01-07T10:00:00.000Z',
    ...overrides,
  },
});

export const walletClosed = (userId = USER): WalletClosed => ({
  type: 'WalletClosed',
  data: { userId, closedBy: 'admin' },
});

export const userDeleted = (userId = USER): UserDeleted => ({
  type: 'UserDeleted',
  data: { userId, username: 'kim', deletedBy: 'admin' },
});

/** The events in log order, at positions 1, 2, ... on the stream their type belongs to. */
export const recorded = (events: readonly { type: string; data: { userId: string } }[], from = 1): RecordedEvent[] =>
  events.map((event, index) => ({
    id: `e${from + index}`,
    streamId: `${event.type === 'UserDeleted' ? 'user' : 'wallet'}-${event.data.userId}`,
    revision: from + index - 1,
    position: from + index,
    type: event.type,
    data: event.data,
    metadata: { at: PLACED_AT, actor: 'system', correlationId: 'c', causationId: 'c', schema: 1 },
  }));

/** The $100 single cashed out for $95 (its price unchanged, CASH_OUT_MARGIN 0.95). */
export const cashedOut = (overrides: Partial<BetCashedOut['data']> = {}): BetCashedOut => ({
  type: 'BetCashedOut',
  data: {
    betId: 'b1',
    userId: USER,
    offerCents: 9_500,
    priceVersion: 'l1@-110',
    legs: [{ legId: 'l1', state: 'open', americanOdds: americanOdds(-110) }],
    margin: 9_500,
    credited: { cashCents: 9_500, freePlayCents: 0 },
    cashedOutAt: SETTLED_AT,
    ...overrides,
  },
});
