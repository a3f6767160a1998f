import { describe, expect, it } from 'vitest';
import { oddsLabel } from './bet-legs';

describe('bet leg odds', () => {
  it('shows odds with their sign, and a value outside American odds raw', () => {
    expect(oddsLabel(222)).toBe('+222');
    expect(oddsLabel(-110)).toBe('-110');
    expect(oddsLabel(100)).toBe('+100');
    expect(oddsLabel(50)).toBe('50');
  });
});
