import { describe, expect, it } from 'vitest';
import { isLinkActive, MAIN_LINKS, visibleLinks } from './nav-links';
import { isActiveSport } from './sport-categories';

const link = (label: string) => {
  const found = MAIN_LINKS.find((candidate) => candidate.label === label);
  if (!found) throw new Error(`no link ${label}`);
  return found;
};

describe('sidebar links', () => {
  it("follow the spec's order, then NBA and Baseball Leagues; Admin for admins, Audit for admins and auditors", () => {
    const labels = [
      'Sportsbook',
      'Live Betting',
      'Prop Builder',
      'Live Casino',
      'Mini Games',
      'Dashboard',
      'NBA',
      'Baseball Leagues',
    ];
    expect(visibleLinks('player').map((item) => item.label)).toEqual(labels);
    expect(visibleLinks('admin').map((item) => item.label)).toEqual([...labels, 'Admin', 'Audit']);
    expect(visibleLinks('auditor').map((item) => item.label)).toEqual(['Audit']);
  });

  it('highlight Sportsbook for /, /sportsbook/* and /events/* only', () => {
    const sportsbook = link('Sportsbook');
    expect(isLinkActive('/', sportsbook)).toBe(true);
    expect(isLinkActive('/sportsbook/NBA', sportsbook)).toBe(true);
    expect(isLinkActive('/events/42', sportsbook)).toBe(true);
    expect(isLinkActive('/casino', sportsbook)).toBe(false);
  });

  it('highlight Dashboard for both /dashboard and /bets', () => {
    expect(isLinkActive('/bets', link('Dashboard'))).toBe(true);
    expect(isLinkActive('/dashboard', link('Dashboard'))).toBe(true);
  });
});

describe('active sport', () => {
  it('matches /sportsbook/{sport} case-insensitively', () => {
    expect(isActiveSport('/sportsbook/nba', 'NBA')).toBe(true);
    expect(isActiveSport('/sportsbook/NBA', 'NCAAB')).toBe(false);
    expect(isActiveSport('/events/NBA', 'NBA')).toBe(false);
  });
});
