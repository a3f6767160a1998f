import { describe, expect, it } from 'vitest';
import { addToSlot, BUCKET_DAYS, dayBuckets, slotOf } from './profit-loss-slots.js';

describe('profit and loss by quarter hour', () => {
  it('puts a time in its UTC quarter hour, whatever the offset it is written with', () => {
    expect(slotOf('2025-01-05T23:44:59.999-02:00')).toBe('2025-01-06T01:30');
    expect(addToSlot(addToSlot({}, '2025-01-06T01:30', 500), '2025-01-06T01:30', -200)).toEqual({
      '2025-01-06T01:30': 300,
    });
  });

  it('drops slots that cancel out and slots older than the kept window', () => {
    expect(addToSlot({ '2025-01-06T01:30': 300 }, '2025-01-06T01:30', -300)).toEqual({});
    const kept = addToSlot({ '2024-12-31T10:00': 100, '2025-01-01T10:15': 50 }, '2025-01-15T10:00', 10);
    expect(kept).toEqual({ '2025-01-01T10:15': 50, '2025-01-15T10:00': 10 });
    expect(BUCKET_DAYS).toBe(14);
  });

  it("cuts the week into the player's own days: a late evening in New York is the next day in UTC", () => {
    const slots = { '2025-01-07T03:00': -500, '2025-01-07T12:00': 200, '2024-12-31T12:00': 7 };
    const now = new Date('2025-01-07T20:00:00.000Z');
    expect(dayBuckets(slots, now, 'UTC').slice(-2)).toEqual([
      { date: '2025-01-06', profitLossCents: 0 },
      { date: '2025-01-07', profitLossCents: -300 },
    ]);
    const newYork = dayBuckets(slots, now, 'America/New_York');
    expect(newYork.map((day) => day.date)).toEqual([
      '2025-01-01',
      '2025-01-02',
      '2025-01-03',
      '2025-01-04',
      '2025-01-05',
      '2025-01-06',
      '2025-01-07',
    ]);
    expect(newYork.slice(-2)).toEqual([
      { date: '2025-01-06', profitLossCents: -500 },
      { date: '2025-01-07', profitLossCents: 200 },
    ]);
  });

  it('keeps a half-hour offset whole (India) and leaves out what is older than the week', () => {
    const slots = { '2025-01-06T18:15': 40, '2025-01-06T18:30': 2 };
    const days = dayBuckets(slots, new Date('2025-01-07T12:00:00.000Z'), 'Asia/Kolkata');
    expect(days.slice(-2)).toEqual([
      { date: '2025-01-06', profitLossCents: 40 },
      { date: '2025-01-07', profitLossCents: 2 },
    ]);
    expect(
      dayBuckets(slots, new Date('2025-01-20T12:00:00.000Z'), 'UTC').every((day) => day.profitLossCents === 0),
    ).toBe(true);
  });
});
