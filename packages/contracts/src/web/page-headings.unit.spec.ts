import { describe, expect, it } from 'vitest';
import { PAGE_HEADINGS, pageHeadingOf } from './page-headings.js';
import { isSpaRoute } from './route-table.js';

describe('the fixed page headings', () => {
  it('finds a page by its path, with or without a trailing slash', () => {
    expect(pageHeadingOf('/live-betting')).toEqual({
      title: 'Live Betting',
      subtitle: 'Bet on games in play and starting soon.',
    });
    expect(pageHeadingOf('/dashboard/')?.title).toBe('Dashboard');
  });

  it('has none for a page whose heading depends on its data, a sub-path or an unknown path', () => {
    for (const path of ['/', '/sportsbook/NBA', '/events/abc', '/nba/x', '/constructor', '/nowhere'])
      expect(pageHeadingOf(path)).toBeUndefined();
  });

  it("has none for the casino opened on a game (?game=), the banner's otherwise", () => {
    expect(pageHeadingOf('/casino')).toMatchObject({ title: 'Live Casino', banner: true });
    expect(pageHeadingOf('/casino', '?game=blackjack')).toBeUndefined();
    expect(pageHeadingOf('/live-betting', '?game=blackjack')?.title).toBe('Live Betting');
  });

  it('lists only pages of the route table', () => {
    for (const path of Object.keys(PAGE_HEADINGS)) expect(isSpaRoute(path)).toBe(true);
  });
});
