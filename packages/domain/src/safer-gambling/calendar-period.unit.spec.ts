import { describe, expect, it } from 'vitest';
import { periodAround } from './calendar-period.js';

const bounds = (period: 'day' | 'week' | 'month', at: string, zone: string) => {
  const { startMs, endMs } = periodAround(period, Date.parse(at), zone);
  return [new Date(startMs).toISOString(), new Date(endMs).toISOString()];
};

describe('calendar periods in the player’s time zone', () => {
  it('a day runs from local midnight to the next', () => {
    expect(bounds('day', '2026-11-23T23:59:59.999Z', 'UTC')).toEqual([
      '2026-11-23T00:00:00.000Z',
      '2026-11-24T00:00:00.000Z',
    ]);
    // 22:00 in New York on the 22nd is 03:00 UTC on the 23rd.
    expect(bounds('day', '2026-11-23T03:00:00.000Z', 'America/New_York')).toEqual([
      '2026-11-22T05:00:00.000Z',
      '2026-11-23T05:00:00.000Z',
    ]);
    // A quarter-hour offset: Kathmandu is UTC+5:45.
    expect(bounds('day', '2026-11-23T18:15:00.000Z', 'Asia/Kathmandu')).toEqual([
      '2026-11-23T18:15:00.000Z',
      '2026-11-24T18:15:00.000Z',
    ]);
  });

  it('a day across a daylight-saving change is 25 hours long', () => {
    expect(bounds('day', '2026-11-01T12:00:00.000Z', 'America/New_York')).toEqual([
      '2026-11-01T04:00:00.000Z',
      '2026-11-02T05:00:00.000Z',
    ]);
  });

  it('a week runs from Monday 00:00 to the next Monday', () => {
    // Monday 23 Nov 2026.
    expect(bounds('week', '2026-11-23T00:00:00.000Z', 'UTC')).toEqual([
      '2026-11-23T00:00:00.000Z',
      '2026-11-30T00:00:00.000Z',
    ]);
    expect(bounds('week', '2026-11-22T23:59:59.000Z', 'UTC')).toEqual([
      '2026-11-16T00:00:00.000Z',
      '2026-11-23T00:00:00.000Z',
    ]);
    // Sunday night in Sydney is already Monday: 23 Nov 00:00 AEDT is 22 Nov 13:00 UTC.
    expect(bounds('week', '2026-11-22T13:00:00.000Z', 'Australia/Sydney')).toEqual([
      '2026-11-22T13:00:00.000Z',
      '2026-11-29T13:00:00.000Z',
    ]);
  });

  it('a month runs from the 1st to the 1st, across the year end', () => {
    expect(bounds('month', '2026-12-31T23:00:00.000Z', 'UTC')).toEqual([
      '2026-12-01T00:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
    ]);
    expect(bounds('month', '2026-02-10T00:00:00.000Z', 'Europe/Paris')).toEqual([
      '2026-01-31T23:00:00.000Z',
      '2026-02-28T23:00:00.000Z',
    ]);
  });
});
