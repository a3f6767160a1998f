import { screen, within } from '@testing-library/react';
import { MARKET_TYPES } from '@sb/domain';
import { describe, expect, it } from 'vitest';
// The player's bet list, to prove both screens name every leg alike (both take the name from @sb/domain).
import { describeLeg } from '../../../mf-sportsbook/src/dashboard/bet-display';
import type { AdminBet, AdminBetLeg } from '../api/admin-types';
import { patsBet } from '../testing/fixtures';
import { renderAdmin } from '../testing/render-admin';
import { BetCard } from './bet-card';

const event = {
  sport: 'NBA',
  league: 'NBA',
  homeTeam: 'Lakers',
  awayTeam: 'Heat',
  scheduledAt: '2026-11-22T20:00:00Z',
};
const SIDES = { moneyline: ['home', 'away'], spread: ['home', 'away'], totals: ['over', 'under'] } as const;

/** A leg on both sides of every game market type (moneylines without a line), and a player prop. */
const legs: AdminBetLeg[] = [
  ...MARKET_TYPES.flatMap((marketType) => {
    const family = marketType.startsWith('team_total') ? 'totals' : (marketType.split('_')[0] as keyof typeof SIDES);
    return SIDES[family].map((selection, index) => ({
      id: `${marketType}-${selection}`,
      eventId: 'game-1',
      marketType,
      selection,
      line: family === 'moneyline' ? null : index === 0 ? -2.5 : 2.5,
      americanOdds: -110,
      propId: null,
      playerName: null,
      outcome: null,
      event,
    }));
  }),
  {
    id: 'prop',
    eventId: 'game-1',
    propId: 'prop-1',
    outcome: null,
    marketType: 'player_pass_yds',
    selection: 'over',
    line: 250.5,
    americanOdds: 120,
    playerName: 'Q. Back',
    event,
  },
];

describe('market labels on the admin and the player screens', () => {
  it('names every leg of every market type the same way on the admin bet card and the player bet list', () => {
    const bet: AdminBet = { ...patsBet, betMode: 'parlay', legs };
    renderAdmin(<BetCard bet={bet} showUser={false} />);
    const shown = screen.getAllByText(/ · Heat @ Lakers$/).map((market) => market.parentElement);
    expect(shown).toHaveLength(legs.length);
    legs.forEach((leg, index) => {
      const [pick, market] = describeLeg(leg).split(' · ');
      const card = shown[index] as HTMLElement;
      expect(within(card).getByText(pick ?? '')).toBeTruthy();
      expect(within(card).getByText(`${market} · Heat @ Lakers`)).toBeTruthy();
    });
  });
});
