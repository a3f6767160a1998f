import { describe, expect, it } from 'vitest';
import { addToDay, BUCKET_DAYS, dayOf, profitLossOver } from './daily-profit-loss.js';

describe('daily profit and loss', () => {
  it('buckets by UTC day, whatever the offset of the time', () => {
    expect(dayOf('2025-01-05T23:30:00.000-02:00')).toBe('2025-01-06');
    expect(addToDay(addToDay({}, '2025-01-06', 500), '2025-01-06', -200)).toEqual({ '2025-01-06': 300 });
  });

  it('drops days that cancel out and days older than the kept window', () => {
    expect(addToDay({ '2025-01-06': 300 }, '2025-01-06', -300)).toEqual({});
    const kept = addToDay({ '2024-12-20': 100, '2025-01-01': 50 }, '2025-01-14', 10);
    expect(kept).toEqual({ '2025-01-01': 50, '2025-01-14': 10 });
    expect(Object.keys(addToDay({ '2025-01-01': 50 }, '2025-01-15', 10))).toEqual(['2025-01-15']);
    expect(BUCKET_DAYS).toBe(14);
  });

  it('sums today and the six days before it', () => {
    const daily = { '2025-01-01': 1, '2025-01-02': 10, '2025-01-08': 100, '2025-01-09': 1000 };
    expect(profitLossOver(daily, new Date('2025-01-08T23:59:59.000Z'))).toBe(110);
    expect(profitLossOver(daily, new Date('2025-01-09T00:00:00.000Z'))).toBe(1100);
    expect(profitLossOver(daily, new Date('2025-01-20T00:00:00.000Z'))).toBe(0);
  });
});
