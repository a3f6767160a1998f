import { describe, expect, it } from 'vitest';
import { formatDollars } from './money.js';

describe('formatDollars', () => {
  it('formats the API dollar amounts through the domain money format', () => {
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(formatDollars(-12)).toBe('-$12.00');
  });

  it('absorbs float noise instead of throwing on a fractional cent', () => {
    expect(formatDollars(0.1 + 0.2)).toBe('$0.30');
  });
});
