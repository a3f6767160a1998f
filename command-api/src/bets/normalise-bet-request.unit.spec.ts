import { describe, expect, it } from 'vitest';
import { normaliseBetRequest, parseSelection, type BetPayload } from './normalise-bet-request.js';

const PROP_ID = 'g1:jalen-hurts:player_pass_yds';

const messageOf = (payload: BetPayload) => {
  try {
    normaliseBetRequest(payload);
  } catch (error) {
    return (error as Error).message;
  }
  return undefined;
};

describe('parseSelection', () => {
  it('reads a bare side, a market with its side, and a prop with a colon-separated id', () => {
    expect(parseSelection('away')).toEqual({ side: 'away' });
    expect(parseSelection('spread_h1:home')).toEqual({ side: 'home', marketType: 'spread_h1' });
    expect(parseSelection(`player_pass_yds:over:${PROP_ID}`)).toEqual({
      side: 'over',
      marketType: 'player_pass_yds',
      propId: PROP_ID,
    });
  });

  it.each(['', 'tie', 'spread:', ':home', 'spread:tie', 'player_pass_yds:over:'])('refuses %j', (selection) => {
    expect(() => parseSelection(selection)).toThrow('Invalid selection');
  });
});

describe('normaliseBetRequest: the sportsbook shape', () => {
  it('keeps singles with their own stakes and sums them as the request stake', () => {
    const request = normaliseBetRequest({
      betMode: 'single',
      stake: 3500,
      balanceType: 'freePlay',
      legs: [
        { eventId: 'g1', marketType: 'spread', selection: 'away', americanOdds: -110, line: 3.5, stake: 1000 },
        { eventId: 'g2', marketType: 'moneyline', selection: 'home', americanOdds: 130, line: null, stake: 2500 },
      ],
    });
    expect(request).toEqual({
      betMode: 'single',
      balanceType: 'freePlay',
      stakeCents: 3500,
      legs: [
        { eventId: 'g1', marketType: 'spread', selection: 'away', line: 3.5, americanOdds: -110, stakeCents: 1000 },
        { eventId: 'g2', marketType: 'moneyline', selection: 'home', line: null, americanOdds: 130, stakeCents: 2500 },
      ],
    });
  });

  it('uses the parlay stake for a parlay and reads a prop from its selection', () => {
    const request = normaliseBetRequest({
      betMode: 'parlay',
      stake: 1500,
      balanceType: 'cash',
      legs: [
        { eventId: 'g1', marketType: 'totals', selection: 'over', americanOdds: -105, line: 44.5, stake: 0 },
        {
          eventId: 'g1',
          marketType: 'player_pass_yds',
          selection: `player_pass_yds:under:${PROP_ID}`,
          americanOdds: -105,
          line: 225.5,
        },
      ],
    });
    expect(request.stakeCents).toBe(1500);
    expect(request.legs[1]).toEqual({
      eventId: 'g1',
      marketType: 'player_pass_yds',
      selection: 'under',
      line: 225.5,
      americanOdds: -105,
      stakeCents: 0,
      propId: PROP_ID,
    });
  });

  it('bets cash when the balance type is left out', () => {
    const legs = [
      { eventId: 'g1', marketType: 'spread', selection: 'home', americanOdds: -110, line: -3.5, stake: 1000 },
    ];
    expect(normaliseBetRequest({ betMode: 'single', legs }).balanceType).toBe('cash');
  });

  it('refuses a market named twice in two different ways', () => {
    const legs = [{ eventId: 'g1', marketType: 'totals', selection: 'spread:home', americanOdds: -110, stake: 1000 }];
    expect(messageOf({ betMode: 'single', legs })).toBe('Invalid selection');
  });
});

describe('normaliseBetRequest: the event page shape', () => {
  it('reads straight bets as singles on cash, with no line to compare', () => {
    const request = normaliseBetRequest({
      betType: 'straight',
      legs: [{ eventId: 'g1', selection: 'spread:away', odds: -110, stake: 1000 }],
    });
    expect(request).toEqual({
      betMode: 'single',
      balanceType: 'cash',
      stakeCents: 1000,
      legs: [
        {
          eventId: 'g1',
          marketType: 'spread',
          selection: 'away',
          line: undefined,
          americanOdds: -110,
          stakeCents: 1000,
        },
      ],
    });
  });

  it('reads a parlay with its overall stake and prop legs', () => {
    const request = normaliseBetRequest({
      betType: 'parlay',
      stake: 2000,
      legs: [
        { eventId: 'g1', selection: 'moneyline:home', odds: -150 },
        { eventId: 'g1', selection: `player_pass_yds:over:${PROP_ID}`, odds: -115 },
      ],
    });
    expect(request.betMode).toBe('parlay');
    expect(request.stakeCents).toBe(2000);
    expect(request.legs.map((leg) => [leg.marketType, leg.selection, leg.propId, leg.stakeCents])).toEqual([
      ['moneyline', 'home', undefined, 0],
      ['player_pass_yds', 'over', PROP_ID, 0],
    ]);
  });

  it('needs the market in the selection', () => {
    expect(
      messageOf({ betType: 'straight', legs: [{ eventId: 'g1', selection: 'home', odds: -110, stake: 1000 }] }),
    ).toBe('Invalid selection');
  });
});

describe('normaliseBetRequest: malformed requests (400)', () => {
  const leg = { eventId: 'g1', marketType: 'spread', selection: 'home', americanOdds: -110, line: -3.5, stake: 1000 };

  it.each<[string, BetPayload, string]>([
    ['an unknown bet mode', { betMode: 'teaser', legs: [leg] }, 'Bet mode must be single or parlay'],
    ['an unknown bet type', { betType: 'single', legs: [] }, 'Bet type must be straight or parlay'],
    [
      'an unknown balance',
      { betMode: 'single', balanceType: 'bonus', legs: [leg] },
      'Balance type must be cash or freePlay',
    ],
    [
      'odds between -100 and +100',
      { betMode: 'single', legs: [{ ...leg, americanOdds: 50 }] },
      'Odds must be American odds',
    ],
    [
      'a fractional stake',
      { betMode: 'single', legs: [{ ...leg, stake: 10.5 }] },
      'Stake must be a whole number of cents',
    ],
    [
      'a negative parlay stake',
      { betMode: 'parlay', stake: -1, legs: [leg, leg] },
      'Stake must be a whole number of cents',
    ],
  ])('refuses %s', (_, payload, message) => {
    expect(messageOf(payload)).toBe(message);
  });
});
