import { describe, expect, it } from 'vitest';
import { americanOdds } from '../odds/american-odds.js';
import { DomainError } from '../shared/domain-error.js';
import { deciderSpec } from '../shared/testing/decider-spec.js';
import { walletDecider } from '../wallet/wallet.js';
import { betIdsOf } from '../wallet/bet-book.js';
import type { WalletEvent } from '../wallet/wallet-events.js';
import {
  AWAY_SPREAD,
  FUNDED,
  GAME_ID,
  HOME_MONEYLINE,
  NOW,
  OVER,
  PROP_ID,
  catalogue,
  legRequest,
  placeBet,
} from './testing/bet-fixtures.js';
import type { LegEventInfo } from './bet-leg.js';
import type { PlaceBet } from './place-bet.js';

const spec = deciderSpec(walletDecider);
const decide = (command: PlaceBet, given: WalletEvent[] = FUNDED) =>
  walletDecider.decide(command, given.reduce(walletDecider.evolve, walletDecider.initialState));
const event: LegEventInfo = {
  sport: 'NFL',
  league: 'NFL',
  homeTeam: 'Eagles',
  awayTeam: 'Giants',
  scheduledAt: '2025-01-05T19:00:00.000Z',
};

const refusal = (command: PlaceBet, given: WalletEvent[] = FUNDED) => {
  try {
    decide(command, given);
  } catch (error) {
    if (error instanceof DomainError) return { kind: error.kind, message: error.message, details: error.details };
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('PlaceBet: accepted', () => {
  it('places a single at the server price with the game copied into the leg', () =>
    spec
      .given(FUNDED)
      .when(placeBet({ legs: [AWAY_SPREAD] }))
      .then([
        {
          type: 'BetPlaced',
          data: {
            betId: 'b1',
            userId: 'u1',
            betMode: 'single',
            balanceType: 'cash',
            stakeCents: 1000,
            potentialPayoutCents: 1909,
            combinedOdds: americanOdds(-110),
            placedAt: NOW,
            legs: [
              {
                legId: 'l1',
                eventId: GAME_ID,
                marketType: 'spread',
                selection: 'away',
                line: 3.5,
                americanOdds: americanOdds(-110),
                event,
              },
            ],
          },
        },
      ]));

  it('places several singles as several BetPlaced events and takes every stake', () => {
    const events = decide(placeBet({ legs: [AWAY_SPREAD, { ...OVER, stakeCents: 2500 }] }));
    expect(
      events.map((e) => e.type === 'BetPlaced' && [e.data.betId, e.data.stakeCents, e.data.potentialPayoutCents]),
    ).toEqual([
      ['b1', 1000, 1909],
      ['b2', 2500, 4880],
    ]);
    const after = [...FUNDED, ...events].reduce(walletDecider.evolve, walletDecider.initialState);
    expect(after.cashCents).toBe(100_000 - 3500);
    expect(betIdsOf(after.bets)).toEqual(['b1', 'b2']);
  });

  it('places a parlay as one bet priced from the exact product of its legs', () => {
    const [placed] = decide(placeBet({ betMode: 'parlay', stakeCents: 1000, legs: [AWAY_SPREAD, HOME_MONEYLINE] }));
    // 1.909090... * 1.666... = 3.1818...: $31.81, shown as +218.
    expect(placed?.data).toMatchObject({
      betMode: 'parlay',
      stakeCents: 1000,
      potentialPayoutCents: 3181,
      combinedOdds: 218,
    });
    expect(placed?.type === 'BetPlaced' && placed.data.legs.map((leg) => leg.legId)).toEqual(['l1', 'l2']);
  });

  it('takes a free-play single from the free-play balance', () => {
    const events = decide(placeBet({ balanceType: 'freePlay', legs: [AWAY_SPREAD] }));
    const after = [...FUNDED, ...events].reduce(walletDecider.evolve, walletDecider.initialState);
    expect([after.cashCents, after.freePlayCents]).toEqual([100_000, 1_500]);
  });

  it('places a player prop with its id and player', () => {
    const prop = legRequest({
      marketType: 'player_pass_yds',
      selection: 'under',
      line: 225.5,
      americanOdds: americanOdds(-105),
      propId: PROP_ID,
    });
    const [placed] = decide(placeBet({ legs: [prop] }));
    expect(placed?.type === 'BetPlaced' && placed.data.legs[0]).toMatchObject({
      propId: PROP_ID,
      playerName: 'Jalen Hurts',
      line: 225.5,
    });
  });

  it('treats -100 and +100 as the same price', () => {
    const evens = {
      ...catalogue(),
      markets:
        catalogue().markets?.map((m) => (m.marketType === 'spread' ? { ...m, awayOdds: americanOdds(100) } : m)) ?? [],
    };
    const command = placeBet({ legs: [{ ...AWAY_SPREAD, americanOdds: americanOdds(-100) }] }, () => evens);
    expect(decide(command)).toHaveLength(1);
  });

  it('accepts a leg sent without a line (the event page) when its odds have not moved', () => {
    const events = decide(placeBet({ legs: [{ ...AWAY_SPREAD, line: undefined }] }));
    expect(events[0]?.type === 'BetPlaced' && events[0].data.legs[0]?.line).toBe(3.5);
  });
});

describe('PlaceBet: prices moved', () => {
  it('refuses with 409 and the current price when the odds moved', () => {
    expect(refusal(placeBet({ legs: [{ ...AWAY_SPREAD, americanOdds: americanOdds(-105) }] }))).toEqual({
      kind: 'conflict',
      message: 'Odds have changed',
      details: { legs: [{ eventId: GAME_ID, marketType: 'spread', selection: 'away', line: 3.5, americanOdds: -110 }] },
    });
  });

  it('refuses when the line moved even at the same odds, and lists only the legs that moved', () => {
    const stale = placeBet({
      betMode: 'parlay',
      stakeCents: 1000,
      legs: [{ ...AWAY_SPREAD, line: 4.5 }, HOME_MONEYLINE],
    });
    expect(refusal(stale).details).toEqual({
      legs: [{ eventId: GAME_ID, marketType: 'spread', selection: 'away', line: 3.5, americanOdds: -110 }],
    });
  });

  it('names the prop of a moved prop leg', () => {
    const prop = legRequest({
      marketType: 'player_pass_yds',
      selection: 'over',
      line: 220.5,
      americanOdds: americanOdds(-115),
      propId: PROP_ID,
    });
    expect(refusal(placeBet({ legs: [prop] })).details).toEqual({
      legs: [
        {
          eventId: GAME_ID,
          marketType: 'player_pass_yds',
          selection: 'over',
          line: 225.5,
          americanOdds: -115,
          propId: PROP_ID,
        },
      ],
    });
  });

  it('places nothing when one of several singles moved', () =>
    spec
      .given(FUNDED)
      .when(placeBet({ legs: [AWAY_SPREAD, { ...OVER, americanOdds: americanOdds(-110) }] }))
      .thenThrows('Odds have changed', 'conflict'));
});
