import { describe, expect, it } from 'vitest';
import { eventLabel } from './event-label';

describe('an event type in words', () => {
  it('splits a type at its capitals into a sentence', () => {
    expect(eventLabel('BalanceAdjusted')).toBe('Balance adjusted');
    expect(eventLabel('StartingBalanceCredited')).toBe('Starting balance credited');
    expect(eventLabel('CasinoRoundEnded')).toBe('Casino round ended');
    expect(eventLabel('FreePlayAdded')).toBe('Free play added');
  });

  it('names the account decisions and the admin-only facts in their own words', () => {
    expect(eventLabel('UserRegistered')).toBe('Account created');
    expect(eventLabel('UserApproved')).toBe('Account approved');
    expect(eventLabel('UserSessionsEnded')).toBe('Signed out everywhere');
    expect(eventLabel('BetResettled')).toBe('Bet re-settled');
  });

  it('leaves a type without capitals readable', () => {
    expect(eventLabel('legacy')).toBe('Legacy');
    expect(eventLabel('')).toBe('');
  });
});
