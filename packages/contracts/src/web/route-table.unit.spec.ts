import { describe, expect, it } from 'vitest';
import { isSpaRoute, ownedPrefixes, ROUTE_TABLE } from './route-table.js';

describe('the route table', () => {
  it('serves every page of spec section 2, with one segment for a parameter', () => {
    for (const path of [
      '/',
      '/sportsbook/NBA',
      '/events/abc123',
      '/bets',
      '/casino',
      '/settings',
      '/admin',
      '/audit',
    ]) {
      expect(isSpaRoute(path)).toBe(true);
    }
    expect(isSpaRoute('/dashboard/')).toBe(true);
    expect(isSpaRoute('/events')).toBe(false);
    expect(isSpaRoute('/events/a/b')).toBe(false);
    expect(isSpaRoute('/casinos')).toBe(false);
  });

  it("gives each remote the first segment of its pages, and the shell's own pages to no remote", () => {
    const sportsbook = ROUTE_TABLE.find((owner) => owner.remote === 'mf_sportsbook');
    expect(sportsbook && ownedPrefixes(sportsbook)).toContain('/events');
    expect(ROUTE_TABLE.find((owner) => owner.pages.includes('/settings'))?.remote).toBeNull();
  });
});
