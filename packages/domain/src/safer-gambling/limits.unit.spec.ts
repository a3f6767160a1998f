import { describe, expect, it } from 'vitest';
import type { BetSettled } from '../settlement/settlement-events.js';
import { saferGamblingViewAt } from './safer-gambling-view.js';
import { AT, blackjackStarted, committed } from '../casino-wallet/testing/casino-wallet-fixtures.js';
import { betAt, FUNDED, refusal, rouletteAt, setLimit, wallet } from './testing/safer-gambling-fixtures.js';

// Monday 23 Nov 2026.
const MON_10 = '2026-11-23T10:00:00.000Z';
const MON_11 = '2026-11-23T11:00:00.000Z';
const MON_23_59 = '2026-11-23T23:59:59.999Z';
const TUE_00 = '2026-11-24T00:00:00.000Z';

const settledWin = (betId: string, at: string, cashCents: number): BetSettled => ({
  type: 'BetSettled',
  data: {
    betId,
    userId: 'u1',
    outcome: 'won',
    payoutCents: cashCents,
    credited: { cashCents, freePlayCents: 0 },
    legs: null,
    settledBy: 'system',
    settledAt: at,
  },
});

describe('stake limits', () => {
  it('a daily stake limit refuses the bet that would pass it, naming what is left and when it resets', () => {
    const { state } = wallet([setLimit('stake', 'day', 10_000, MON_10), betAt(MON_11, 6_000)]);
    expect(refusal(state, betAt(MON_11, 5_000))).toBe('Daily stake limit reached: $40.00 left until 00:00');
    const { state: full } = wallet([
      setLimit('stake', 'day', 10_000, MON_10),
      betAt(MON_11, 6_000),
      betAt(MON_11, 4_000),
    ]);
    expect(refusal(full, betAt(MON_23_59, 1_000))).toBe('Daily stake limit reached: $0.00 left until 00:00');
    // The next calendar day starts from nothing.
    expect(refusal(full, betAt(TUE_00, 10_000))).toBeNull();
  });

  it('counts free-play stakes and casino stakes too', () => {
    const { state } = wallet([setLimit('stake', 'day', 3_000, MON_10), betAt(MON_11, 2_000, 'freePlay')]);
    expect(refusal(state, rouletteAt(MON_11, 1_500))).toBe('Daily stake limit reached: $10.00 left until 00:00');
    expect(refusal(state, rouletteAt(MON_11, 1_000))).toBeNull();
  });

  it('counts the stakes placed earlier in the period, before the limit was set', () => {
    const { state } = wallet([betAt(MON_10, 9_000), setLimit('stake', 'day', 10_000, MON_11)]);
    expect(refusal(state, betAt(MON_11, 1_001))).toBe('Daily stake limit reached: $10.00 left until 00:00');
  });

  it('a weekly limit resets on Monday 00:00 and a monthly one on the 1st, in the limit’s time zone', () => {
    const sunday = '2026-11-29T12:00:00.000Z';
    const { state } = wallet([setLimit('stake', 'week', 5_000, MON_10), betAt(MON_11, 5_000)]);
    expect(refusal(state, betAt(sunday, 1_000))).toBe('Weekly stake limit reached: $0.00 left until Mon 30 Nov 00:00');
    expect(refusal(state, betAt('2026-11-30T00:00:00.000Z', 5_000))).toBeNull();

    const { state: monthly } = wallet([setLimit('stake', 'month', 5_000, MON_10), betAt(MON_11, 5_000)]);
    expect(refusal(monthly, betAt('2026-11-30T23:59:00.000Z', 1_000))).toBe(
      'Monthly stake limit reached: $0.00 left until Tue 1 Dec 00:00',
    );
    expect(refusal(monthly, betAt('2026-12-01T00:00:00.000Z', 5_000))).toBeNull();
  });

  it('a daily limit set in New York counts New York’s day', () => {
    // 03:00 UTC on Tuesday is still Monday evening in New York.
    const zone = 'America/New_York';
    const { state } = wallet([setLimit('stake', 'day', 5_000, MON_10, zone), betAt(MON_11, 5_000)]);
    expect(refusal(state, betAt('2026-11-24T03:00:00.000Z', 1_000))).toBe(
      'Daily stake limit reached: $0.00 left until 00:00',
    );
    expect(refusal(state, betAt('2026-11-24T05:00:00.000Z', 5_000))).toBeNull();
  });
});

describe('loss limits', () => {
  it('counts cash stakes as lost until they come back', () => {
    const { state } = wallet([setLimit('loss', 'day', 5_000, MON_10), betAt(MON_11, 5_000)]);
    expect(refusal(state, betAt(MON_11, 1_000))).toBe('Daily loss limit reached: $0.00 left until 00:00');
    // A win on that bet pays back $95.45 cash: the net loss is negative and the player can stake again.
    const placed = wallet([setLimit('loss', 'day', 5_000, MON_10), betAt(MON_11, 5_000)]).events;
    const { state: after } = wallet([], [...placed, settledWin(`bet-${MON_11}-5000`, MON_11, 9_545)]);
    expect(refusal(after, betAt(MON_11, 5_000))).toBeNull();
    expect(refusal(after, betAt(MON_11, 9_546))).toBe('Daily loss limit reached: $95.45 left until 00:00');
  });

  it('never counts free-play stakes as a loss', () => {
    const { state } = wallet([setLimit('loss', 'day', 1_000, MON_10), betAt(MON_11, 2_000, 'freePlay')]);
    expect(refusal(state, betAt(MON_11, 1_000))).toBeNull();
  });

  it('stops a casino round before any money moves, and counts its payout as cash returned', () => {
    const { state } = wallet([setLimit('loss', 'day', 1_000, MON_10)]);
    expect(refusal(state, rouletteAt(MON_11, 1_500))).toBe('Daily loss limit reached: $10.00 left until 00:00');
    // Red wins the fixture round: $10 staked, $20 back, so the net loss is -$10 and $20 is left.
    const { state: won } = wallet([setLimit('loss', 'day', 1_000, MON_10), rouletteAt(MON_11, 1_000)]);
    expect(won.cashCents).toBe(101_000);
    expect(saferGamblingViewAt(won.saferGambling, Date.parse(MON_11)).limits[0]).toMatchObject({
      kind: 'loss',
      period: 'day',
      amountCents: 1_000,
      usedCents: -1_000,
      leftCents: 2_000,
      resetsAt: TUE_00,
    });
  });

  it('counts a blackjack double: refused past the limit, while a stand still finishes the hand', () => {
    const { state } = wallet(
      [setLimit('stake', 'day', 1_500, AT)],
      [...FUNDED, committed, blackjackStarted('bj1', 1_000)],
    );
    const act = (action: 'stand' | 'double') =>
      ({ type: 'ActOnCasinoRound', userId: 'u1', game: 'blackjack', roundId: 'bj1', action, at: AT }) as const;
    expect(refusal(state, act('double'))).toBe('Daily stake limit reached: $5.00 left until 00:00');
    expect(refusal(state, act('stand'))).toBeNull();
  });

  it('names the most binding of several limits', () => {
    const { state } = wallet([
      setLimit('loss', 'week', 3_000, MON_10),
      setLimit('stake', 'day', 10_000, MON_10),
      betAt(MON_11, 2_500),
    ]);
    expect(refusal(state, betAt(MON_11, 1_000))).toBe('Weekly loss limit reached: $5.00 left until Mon 30 Nov 00:00');
  });
});

describe('changing a limit', () => {
  const later = (hours: number) => new Date(Date.parse(MON_10) + hours * 3_600_000).toISOString();

  it('lowers at once', () => {
    const { events, state } = wallet([
      setLimit('stake', 'day', 10_000, MON_10),
      setLimit('stake', 'day', 2_000, MON_11),
    ]);
    expect(events.at(-1)).toEqual({
      type: 'PlayLimitSet',
      data: {
        userId: 'u1',
        kind: 'stake',
        period: 'day',
        amountCents: 2_000,
        timeZone: 'UTC',
        setAt: MON_11,
        effectiveAt: MON_11,
      },
    });
    expect(refusal(state, betAt(MON_11, 2_001))).toBe('Daily stake limit reached: $20.00 left until 00:00');
  });

  it('raises only after a 24 h cooling period, pending until then', () => {
    const { state } = wallet([setLimit('stake', 'day', 1_000, MON_10), setLimit('stake', 'day', 50_000, MON_11)]);
    const view = saferGamblingViewAt(state.saferGambling, Date.parse(MON_11));
    expect(view.limits.find((l) => l.kind === 'stake' && l.period === 'day')).toMatchObject({
      amountCents: 1_000,
      pending: { amountCents: 50_000, effectiveAt: '2026-11-24T11:00:00.000Z' },
    });
    expect(refusal(state, betAt(later(24.99), 1_001))).toBe('Daily stake limit reached: $10.00 left until 00:00');
    expect(refusal(state, betAt(later(25), 15_000))).toBeNull();
    expect(saferGamblingViewAt(state.saferGambling, Date.parse(later(25))).limits[3]).toMatchObject({
      amountCents: 50_000,
      pending: null,
    });
  });

  it('removes only after the cooling period; lowering meanwhile cancels the pending change', () => {
    const { state } = wallet([setLimit('loss', 'day', 1_000, MON_10), setLimit('loss', 'day', null, MON_11)]);
    expect(refusal(state, betAt(later(10), 1_001))).toBe('Daily loss limit reached: $10.00 left until 00:00');
    expect(refusal(state, betAt(later(26), 15_000))).toBeNull();

    const { state: lowered } = wallet([
      setLimit('loss', 'day', 1_000, MON_10),
      setLimit('loss', 'day', null, MON_11),
      setLimit('loss', 'day', 500, later(2)),
    ]);
    expect(refusal(lowered, betAt(later(30), 1_000))).toBe('Daily loss limit reached: $5.00 left until 00:00');
  });

  it('refuses a removal of a limit that is not set, and bad amounts or zones', () => {
    const { state } = wallet([]);
    expect(refusal(state, setLimit('loss', 'day', null, MON_10))).toBe('You have no daily loss limit to remove');
    expect(refusal(state, setLimit('loss', 'day', -1, MON_10))).toBe(
      'Limit must be a whole number of cents from $0.00 to $1,000,000.00',
    );
    expect(refusal(state, setLimit('loss', 'day', 100, MON_10, 'Mars/Olympus'))).toBe('Unknown time zone');
  });
});
