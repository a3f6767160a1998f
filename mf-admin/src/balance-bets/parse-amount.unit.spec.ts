import { describe, expect, it } from 'vitest';
import { parseSignedAmount } from './parse-amount';

describe('parseSignedAmount', () => {
  it.each([
    ['50', 50],
    ['+50', 50],
    ['-25.5', -25.5],
    [' 12.34 ', 12.34],
    ['.5', 0.5],
    ['-0.01', -0.01],
    ['0', 0],
  ])('reads %j as %d', (text, amount) => {
    expect(parseSignedAmount(text)).toBe(amount);
  });

  it.each(['', '   ', 'abc', '12abc', '1e3', '--5', '5-', '1,000', '$10', '.', '+'])('refuses %j', (text) => {
    expect(parseSignedAmount(text)).toBeNull();
  });
});
