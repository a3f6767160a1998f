import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateAndTime, fullDate, kickoff, kickoffParts, shortDate, weekdayShort } from './format-date';

// The wording the screens had when they used Intl.DateTimeFormat('en-US'). Node's ICU may put a narrow no-break space
// before AM/PM where Chromium puts a plain one: the comparison reads both as a plain space.
const intl = (options: Intl.DateTimeFormatOptions, date: Date) =>
  new Intl.DateTimeFormat('en-US', options).format(date).replace(/\u202f/g, ' ');

const DAY_TIME = { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' } as const;
const TIME = { hour: 'numeric', minute: '2-digit' } as const;
const SHORT_DAY = { weekday: 'short', month: 'numeric', day: 'numeric' } as const;
const DATE = { month: 'short', day: 'numeric', year: 'numeric' } as const;
const FULL = { dateStyle: 'full', timeStyle: 'short' } as const;
const PLACED_AT = { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' } as const;

/** Every 7 h 13 min through 2026 (every hour of the clock, both sides of noon and midnight, both DST changes). */
const INSTANTS = Array.from({ length: 1213 }, (_, step) => new Date(Date.UTC(2026, 0, 1) + step * 433 * 60_000));
// A day far from every instant above, so none of them reads as 'Today' or 'Tomorrow'.
const FAR_AWAY = new Date(Date.UTC(2031, 5, 15, 12));

// TZ set at run time moves both Date's local fields and Intl's default zone (Node reads it on assignment).
afterEach(() => {
  vi.unstubAllEnvs();
});

describe.each(['UTC', 'America/New_York', 'Asia/Kolkata', 'Pacific/Auckland'])('dates in %s', (zone) => {
  it('read as Intl en-US wrote them', () => {
    vi.stubEnv('TZ', zone);
    for (const date of INSTANTS) {
      const iso = date.toISOString();
      expect(kickoff(iso, FAR_AWAY)).toBe(intl(DAY_TIME, date));
      expect(kickoffParts(iso, FAR_AWAY)).toEqual({
        day: intl(SHORT_DAY, date).replace(',', ''),
        time: intl(TIME, date),
      });
      expect(fullDate(iso)).toBe(intl(FULL, date));
      expect(shortDate(iso)).toBe(intl(DATE, date));
      expect(dateAndTime(iso)).toBe(intl(PLACED_AT, date));
      expect(weekdayShort(date.getUTCDay())).toBe(intl({ weekday: 'short', timeZone: 'UTC' }, date));
    }
  });

  it("say 'Today' and 'Tomorrow' by the player's own calendar day", () => {
    vi.stubEnv('TZ', zone);
    const now = new Date(2026, 10, 22, 23, 30);
    expect(kickoff(new Date(2026, 10, 22, 23, 45).toISOString(), now)).toBe('Today · 11:45 PM');
    expect(kickoff(new Date(2026, 10, 23, 0, 5).toISOString(), now)).toBe('Tomorrow · 12:05 AM');
    expect(kickoffParts(new Date(2026, 10, 23, 13, 0).toISOString(), now)).toEqual({ day: 'Tmrw', time: '1:00 PM' });
    expect(kickoffParts(new Date(2026, 10, 24, 9, 0).toISOString(), now)).toEqual({
      day: 'Tue 11/24',
      time: '9:00 AM',
    });
  });
});
