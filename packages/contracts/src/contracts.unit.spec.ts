import { describe, expect, it } from 'vitest';
import { ZAddFreePlayRequest, ZAdjustBalanceRequest, ZCreateUserRequest, ZLoginRequest } from './index.js';
import { ZEventPageBetRequest, ZSportsbookBetRequest } from './bets/place-bet.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('request schemas', () => {
  it('require a username and a password, trimmed', () => {
    expect(ZLoginRequest.parse({ username: ' bob ', password: 'x' })).toEqual({ username: 'bob', password: 'x' });
    expect(firstMessage(ZLoginRequest.safeParse({ username: '   ', password: 'x' }))).toBe(
      'Username and password are required',
    );
    expect(firstMessage(ZLoginRequest.safeParse({ username: 'bob' }))).toBe('Username and password are required');
  });

  it('accept dollars as numbers or strings and refuse other types with the screen messages', () => {
    expect(ZAddFreePlayRequest.parse({ amount: '12.50' })).toEqual({ amount: '12.50' });
    expect(firstMessage(ZAddFreePlayRequest.safeParse({ amount: true }))).toBe('Valid amount is required');
    expect(firstMessage(ZAdjustBalanceRequest.safeParse({ amount: 5, balanceType: 'gold' }))).toBe(
      "balanceType must be 'cash' or 'freePlay'",
    );
    expect(ZCreateUserRequest.parse({ username: 'a', password: 'b', isAdmin: 'true' }).isAdmin).toBe('true');
  });

  it('take both bet payload shapes', () => {
    const leg = {
      eventId: 'g1',
      marketType: 'moneyline',
      selection: 'home',
      americanOdds: -110,
      line: null,
      stake: 10,
    };
    expect(
      ZSportsbookBetRequest.safeParse({ betMode: 'single', stake: 10, balanceType: 'cash', legs: [leg] }).success,
    ).toBe(true);
    expect(
      ZEventPageBetRequest.safeParse({
        betType: 'parlay',
        stake: 10,
        legs: [{ eventId: 'g1', selection: 'spread:away', odds: -110 }],
      }).success,
    ).toBe(true);
    expect(firstMessage(ZSportsbookBetRequest.safeParse({ betMode: 'single', legs: [] }))).toBe(
      'Add a selection to your bet slip',
    );
  });
});
