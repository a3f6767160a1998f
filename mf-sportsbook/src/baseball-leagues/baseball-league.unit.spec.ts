import { describe, expect, it } from 'vitest';
import type { BaseballLeague } from './baseball-league';
import { seasonsToShow } from './baseball-league';

const league = (seasons: number[], current: number): BaseballLeague => ({
  id: 1,
  name: 'MLB',
  type: 'League',
  logo: '',
  country: { name: 'USA', flag: '' },
  seasons: seasons.map((season) => ({ season, current: season === current })),
});

describe('baseball seasons', () => {
  it('shows the newest five, newest first, and counts the rest', () => {
    const { shown, more } = seasonsToShow(league([2019, 2024, 2020, 2026, 2021, 2022, 2023, 2025], 2026));
    expect(shown.map((entry) => entry.season)).toEqual([2026, 2025, 2024, 2023, 2022]);
    expect(shown[0]?.current).toBe(true);
    expect(more).toBe(3);
  });

  it('has nothing more to show for a young league', () => {
    expect(seasonsToShow(league([2025, 2026], 2026)).more).toBe(0);
  });
});
