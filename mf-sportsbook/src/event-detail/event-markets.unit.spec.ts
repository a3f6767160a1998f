import { describe, expect, it } from 'vitest';
import type { EventDetails, PeriodOption } from './event-markets';
import { mainMarketRows, periodMarkets, totalTitle } from './event-markets';

const option = (over: Partial<PeriodOption>): PeriodOption => ({
  homeOdds: null,
  awayOdds: null,
  overOdds: null,
  underOdds: null,
  line: null,
  awayLine: null,
  bookmaker: 'DK',
  ...over,
});

describe('event page markets', () => {
  it('turns the main markets into market rows, mirroring a missing away line', () => {
    const rows = mainMarketRows({
      event: { id: 'g1' },
      gameProps: {
        mainMarkets: {
          moneyline: { awayOdds: 120, homeOdds: -140, bookmaker: 'DK+FD' },
          spread: { line: -2.5, awayOdds: -110, homeOdds: -110, bookmaker: 'FD' },
          totals: null,
        },
      },
    } as unknown as EventDetails);
    expect(rows.moneyline).toMatchObject({ eventId: 'g1', marketType: 'moneyline', awayOdds: 120, line: null });
    expect(rows.spread).toMatchObject({ marketType: 'spread', line: -2.5, awayLine: 2.5 });
    expect(rows.totals).toBeUndefined();
  });

  it('groups quarter and half options by period in play order', () => {
    const groups = periodMarkets('g1', {
      totals_q2: option({ line: 55.5, overOdds: -110, underOdds: -110 }),
      moneyline_q1: option({ homeOdds: -120, awayOdds: 100 }),
      spread_q1: option({ line: -0.5, awayLine: 0.5, homeOdds: -110, awayOdds: -110 }),
    });
    expect(
      groups.map((group) => [group.title, Boolean(group.moneyline), Boolean(group.spread), Boolean(group.totals)]),
    ).toEqual([
      ['1st Quarter', true, true, false],
      ['2nd Quarter', false, false, true],
    ]);
    expect(groups[0]?.spread).toMatchObject({ marketType: 'spread_q1', awayLine: 0.5 });
  });

  it('names the total after the sport', () => {
    expect([totalTitle('NHL'), totalTitle('Soccer'), totalTitle('MLB'), totalTitle('NBA')]).toEqual([
      'Total Goals',
      'Total Goals',
      'Total Runs',
      'Total Points',
    ]);
  });
});
