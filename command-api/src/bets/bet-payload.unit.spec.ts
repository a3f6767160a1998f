import { describe, expect, it } from 'vitest';
import { parseBetPayload } from './bet-payload.js';

describe('parseBetPayload', () => {
  it('turns dollar stakes into exact cents in the sportsbook shape', () => {
    const request = parseBetPayload({
      betMode: 'single',
      stake: 35.1,
      balanceType: 'freePlay',
      legs: [
        { eventId: 'g1', marketType: 'spread', selection: 'away', line: 3.5, americanOdds: -110, stake: '10.10' },
        { eventId: 'g2', marketType: 'totals', selection: 'over', line: 221.5, americanOdds: -110, stake: 25 },
      ],
    });
    expect(request).toMatchObject({ betMode: 'single', balanceType: 'freePlay', stakeCents: 3510 });
    expect(request.legs.map((leg) => leg.stakeCents)).toEqual([1010, 2500]);
  });

  it("reads the event page's shape, with the market in the selection", () => {
    const request = parseBetPayload({
      betType: 'parlay',
      stake: 12.5,
      legs: [
        { eventId: 'g1', selection: 'spread:away', odds: -110, stake: 0 },
        { eventId: 'g2', selection: 'player_points:over:g2:jay-cole:player_points', odds: -115 },
      ],
    });
    expect(request).toMatchObject({ betMode: 'parlay', balanceType: 'cash', stakeCents: 1250 });
    expect(request.legs[1]).toMatchObject({
      marketType: 'player_points',
      selection: 'over',
      propId: 'g2:jay-cole:player_points',
    });
  });

  it('refuses a stake with three decimals and a payload without legs', () => {
    expect(() =>
      parseBetPayload({
        betMode: 'single',
        legs: [{ eventId: 'g', marketType: 'moneyline', selection: 'home', americanOdds: 100, stake: 1.001 }],
      }),
    ).toThrow('Stake must be an amount with at most two decimals');
    expect(() => parseBetPayload({ betType: 'straight' })).toThrow('legs must be a list');
  });
});
