import { describe, it } from 'vitest';
import { americanOdds } from '../odds/american-odds.js';
import { deciderSpec } from '../shared/testing/decider-spec.js';
import { walletDecider } from '../wallet/wallet.js';
import { BET_MESSAGES } from './bet-errors.js';
import { FUNDED, MARKETS, NOW, catalogue, legRequest, placeBet } from './testing/bet-fixtures.js';

const spec = deciderSpec(walletDecider);

/** A soccer game whose moneyline is three-way: home +150, away +180, Draw +240. */
const soccer = () => ({
  ...catalogue({ sport: 'Soccer', league: 'EPL', homeTeam: 'Arsenal', awayTeam: 'Chelsea' }),
  markets: MARKETS.map((row) => (row.marketType === 'moneyline' ? threeWay : row)),
});
const threeWay = {
  ...MARKETS[0]!,
  homeOdds: americanOdds(150),
  awayOdds: americanOdds(180),
  drawOdds: americanOdds(240),
};
const draw = legRequest({ marketType: 'moneyline', selection: 'draw', line: null, americanOdds: americanOdds(240) });

describe("PlaceBet: soccer's Draw", () => {
  it('places a Draw single on a three-way moneyline at the Draw price', () =>
    spec
      .given(FUNDED)
      .when(placeBet({ legs: [draw] }, soccer))
      .then([
        {
          type: 'BetPlaced',
          data: {
            betId: 'b1',
            userId: 'u1',
            betMode: 'single',
            balanceType: 'cash',
            stakeCents: 1000,
            // $10 at +240 (3.40) returns $34.
            potentialPayoutCents: 3400,
            combinedOdds: americanOdds(240),
            placedAt: NOW,
            legs: [
              {
                legId: 'l1',
                eventId: 'g1',
                marketType: 'moneyline',
                selection: 'draw',
                line: null,
                americanOdds: americanOdds(240),
                event: {
                  sport: 'Soccer',
                  league: 'EPL',
                  homeTeam: 'Arsenal',
                  awayTeam: 'Chelsea',
                  scheduledAt: '2025-01-05T19:00:00.000Z',
                },
              },
            ],
          },
        },
      ]));

  it('refuses a Draw on a two-way moneyline with 400 and says the market has no Draw', () =>
    spec
      .given(FUNDED)
      .when(placeBet({ legs: [draw] }))
      .thenThrows(BET_MESSAGES.noDraw, 'invalid'));

  it('refuses a Draw asked at an old price with 409 Odds have changed', () =>
    spec
      .given(FUNDED)
      .when(placeBet({ legs: [{ ...draw, americanOdds: americanOdds(260) }] }, soccer))
      .thenThrows(BET_MESSAGES.oddsChanged, 'conflict'));
});
