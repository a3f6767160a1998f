import { describe, expect, it } from 'vitest';
import { blackjackStarted, committed } from '../casino-wallet/testing/casino-wallet-fixtures.js';
import type { WalletCommand } from '../wallet/wallet-commands.js';
import { saferGamblingViewAt } from './safer-gambling-view.js';
import { betAt, FUNDED, refusal, rouletteAt, setLimit, wallet } from './testing/safer-gambling-fixtures.js';

const AT = '2026-11-23T10:00:00.000Z';
const hoursLater = (hours: number) => new Date(Date.parse(AT) + hours * 3_600_000).toISOString();

const timeOut = (duration: '24h' | '7d' | '30d', at = AT): WalletCommand => ({
  type: 'TakeTimeOut',
  userId: 'u1',
  duration,
  timeZone: 'Europe/London',
  at,
});
const selfExclude = (duration: '6m' | '1y' | '5y', at = AT): WalletCommand => ({
  type: 'SelfExclude',
  userId: 'u1',
  duration,
  timeZone: 'UTC',
  at,
});

describe('time-out', () => {
  it('refuses bets and casino rounds until it ends, then lets them through', () => {
    const { events, state } = wallet([timeOut('24h')]);
    expect(events.at(-1)).toEqual({
      type: 'TimeOutTaken',
      data: {
        userId: 'u1',
        duration: '24h',
        timeZone: 'Europe/London',
        takenAt: AT,
        until: '2026-11-24T10:00:00.000Z',
      },
    });
    const message = 'You are on a time-out until 24 Nov 2026 10:00: no betting or casino play until then';
    expect(refusal(state, betAt(hoursLater(23.9), 1_000))).toBe(message);
    expect(refusal(state, rouletteAt(hoursLater(1), 1_000))).toBe(message);
    expect(refusal(state, betAt(hoursLater(24), 1_000))).toBeNull();
    expect(saferGamblingViewAt(state.saferGambling, Date.parse(hoursLater(1))).exclusion).toEqual({
      kind: 'time-out',
      duration: '24h',
      from: AT,
      until: '2026-11-24T10:00:00.000Z',
    });
    expect(saferGamblingViewAt(state.saferGambling, Date.parse(hoursLater(24))).exclusion).toBeNull();
  });

  it('7 and 30 days; a shorter time-out cannot cut a longer one short', () => {
    expect(wallet([timeOut('7d')]).state.saferGambling.timeOut?.until).toBe('2026-11-30T10:00:00.000Z');
    const { state } = wallet([timeOut('30d')]);
    expect(state.saferGambling.timeOut?.until).toBe('2026-12-23T10:00:00.000Z');
    expect(refusal(state, timeOut('24h', hoursLater(1)))).toBe('You are already on a time-out until 23 Dec 2026 10:00');
  });

  it('lets the player lower a limit but not raise or remove one', () => {
    const { state } = wallet([setLimit('loss', 'day', 5_000, AT), timeOut('24h', hoursLater(1))]);
    expect(refusal(state, setLimit('loss', 'day', 1_000, hoursLater(2)))).toBeNull();
    expect(refusal(state, setLimit('stake', 'week', 1_000, hoursLater(2)))).toBeNull();
    expect(refusal(state, setLimit('loss', 'day', 9_000, hoursLater(2)))).toBe(
      'You are on a time-out until 24 Nov 2026 11:00: no raising limits until then',
    );
    expect(refusal(state, setLimit('loss', 'day', null, hoursLater(2)))).toBe(
      'You are on a time-out until 24 Nov 2026 11:00: no raising limits until then',
    );
  });

  it('lets a hand in play be finished without staking more', () => {
    const { state } = wallet([timeOut('24h', hoursLater(0))], [...FUNDED, committed, blackjackStarted('bj1', 1_000)]);
    const act = (action: 'stand' | 'double'): WalletCommand => ({
      type: 'ActOnCasinoRound',
      userId: 'u1',
      game: 'blackjack',
      roundId: 'bj1',
      action,
      at: hoursLater(1),
    });
    expect(refusal(state, act('double'))).toBe(
      'You are on a time-out until 24 Nov 2026 10:00: no betting or casino play until then',
    );
    expect(refusal(state, act('stand'))).toBeNull();
  });
});

describe('self-exclusion', () => {
  it('lasts 6 months, 1 year or 5 years and refuses every bet and round until then', () => {
    expect(wallet([selfExclude('6m')]).state.saferGambling.selfExclusion?.until).toBe('2027-05-23T10:00:00.000Z');
    expect(wallet([selfExclude('5y')]).state.saferGambling.selfExclusion?.until).toBe('2031-11-23T10:00:00.000Z');
    const { state } = wallet([selfExclude('1y')]);
    const message = 'You are self-excluded until 23 Nov 2027 10:00: no betting or casino play until then';
    expect(refusal(state, betAt(hoursLater(24 * 364), 1_000))).toBe(message);
    expect(refusal(state, rouletteAt(hoursLater(24 * 200), 1_000))).toBe(message);
    expect(refusal(state, betAt('2027-11-23T10:00:00.000Z', 1_000))).toBeNull();
  });

  it('cannot be shortened: a time-out or a shorter self-exclusion is refused, a longer one extends it', () => {
    const { state } = wallet([selfExclude('1y')]);
    expect(refusal(state, timeOut('30d', hoursLater(1)))).toBe('You are already self-excluded until 23 Nov 2027 10:00');
    expect(refusal(state, selfExclude('6m', hoursLater(1)))).toBe(
      'You are already self-excluded until 23 Nov 2027 10:00',
    );
    expect(wallet([selfExclude('1y'), selfExclude('5y', hoursLater(1))]).state.saferGambling.selfExclusion?.until).toBe(
      '2031-11-23T11:00:00.000Z',
    );
  });

  it('a time-out taken first does not stop a self-exclusion', () => {
    const { state } = wallet([timeOut('24h'), selfExclude('6m', hoursLater(1))]);
    expect(saferGamblingViewAt(state.saferGambling, Date.parse(hoursLater(2))).exclusion?.kind).toBe('self-exclusion');
    expect(refusal(state, betAt(hoursLater(25), 1_000))).toBe(
      'You are self-excluded until 23 May 2027 11:00: no betting or casino play until then',
    );
  });
});

describe('reality check', () => {
  it('is set, changed and turned off; intervals outside 5 to 240 minutes are refused', () => {
    const set = (intervalMinutes: number | null): WalletCommand => ({
      type: 'SetRealityCheck',
      userId: 'u1',
      intervalMinutes,
      at: AT,
    });
    expect(wallet([set(30)]).state.saferGambling.realityCheckMinutes).toBe(30);
    expect(wallet([set(30), set(null)]).state.saferGambling.realityCheckMinutes).toBeNull();
    expect(refusal(wallet([]).state, set(4))).toBe('Reality check must be every 5 to 240 minutes');
  });
});
