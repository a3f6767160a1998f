import { describe, expect, it } from 'vitest';
import { skeletonShapeOf } from './page-skeleton-shape';

describe('skeletonShapeOf', () => {
  it('outlines the game lobbies as tiles, the account pages as tables and the sportsbook as rows', () => {
    expect(skeletonShapeOf('/casino')).toBe('grid');
    expect(skeletonShapeOf('/casino/roulette')).toBe('grid');
    expect(skeletonShapeOf('/mini-games')).toBe('grid');
    expect(skeletonShapeOf('/dashboard')).toBe('table');
    expect(skeletonShapeOf('/admin/users')).toBe('table');
    expect(skeletonShapeOf('/')).toBe('list');
    expect(skeletonShapeOf('/live-betting')).toBe('list');
    expect(skeletonShapeOf('/sportsbook/NBA')).toBe('list');
    expect(skeletonShapeOf('/casinos')).toBe('list');
  });
});
