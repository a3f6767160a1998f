import { describe, expect, it } from 'vitest';
import { ownerOfPath } from './remote-owners';

describe('ownerOfPath', () => {
  it.each([
    ['/', 'mf_sportsbook'],
    ['/sportsbook/NBA', 'mf_sportsbook'],
    ['/events/abc123', 'mf_sportsbook'],
    ['/mini-games', 'mf_sportsbook'],
    ['/bets', 'mf_sportsbook'],
    ['/casino', 'mf_casino'],
    ['/admin', 'mf_admin'],
    ['/audit', 'mf_admin'],
  ])('gives %s to %s', (pathname, remote) => {
    expect(ownerOfPath(pathname)?.remote).toBe(remote);
  });

  it('does not hand out look-alike or unknown paths', () => {
    expect(ownerOfPath('/casinos')).toBeUndefined();
    expect(ownerOfPath('/nowhere')).toBeUndefined();
    expect(ownerOfPath('/settings')).toBeUndefined();
  });

  it("keeps /admin for admins and /audit for auditors and admins; the rest are the players' pages", () => {
    expect(ownerOfPath('/admin')?.audience).toBe('admin');
    expect(ownerOfPath('/audit')?.audience).toBe('audit');
    expect(ownerOfPath('/casino')?.audience).toBeUndefined();
  });
});
