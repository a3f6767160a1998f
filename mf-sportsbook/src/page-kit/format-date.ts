// One wording for dates across the sportsbook screens, in the player's own time zone, always in US English
// (Sat, Nov 22 · 7:05 PM) whatever language the browser reports.
// Written from the Date's own local fields rather than with Intl.DateTimeFormat: the first Intl date formatter a page
// builds loads the browser's date and time zone data, 15-50 ms of one task on a fast machine (four times that on
// Lighthouse's phone), and the sportsbook's lists needed it for their first cards. The wording is Intl's 'en-US'
// one (format-date.unit.spec compares them), with the plain space Chromium puts before AM and PM.

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const short = (name: string) => name.slice(0, 3);
/** 'Sat' for a day of the week from Date#getDay or getUTCDay. */
export const weekdayShort = (day: number): string => short(WEEKDAYS[day] ?? '');

/** '7:05 PM'. */
const clock = (date: Date) => {
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
};
/** 'Nov 22, 2026'. */
const monthDayYear = (date: Date) => `${short(MONTHS[date.getMonth()] ?? '')} ${date.getDate()}, ${date.getFullYear()}`;

const sameDay = (a: Date, b: Date) =>
  a.getDate() === b.getDate() && a.getMonth() === b.getMonth() && a.getFullYear() === b.getFullYear();

const nextDay = (now: Date) => {
  const tomorrow = new Date(now);
  tomorrow.setDate(now.getDate() + 1);
  return tomorrow;
};

/** 'Today · 7:05 PM', 'Tomorrow · 1:00 PM' or 'Sat, Nov 22, 7:05 PM'. */
export function kickoff(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (sameDay(date, now)) return `Today · ${clock(date)}`;
  if (sameDay(date, nextDay(now))) return `Tomorrow · ${clock(date)}`;
  return `${weekdayShort(date.getDay())}, ${short(MONTHS[date.getMonth()] ?? '')} ${date.getDate()}, ${clock(date)}`;
}

/** A game line's two parts, short as the big books write them: the day ('Today', 'Tmrw', 'Wed 11/25') and the time. */
export function kickoffParts(iso: string, now = new Date()): { day: string; time: string } {
  const date = new Date(iso);
  const day = sameDay(date, now)
    ? 'Today'
    : sameDay(date, nextDay(now))
      ? 'Tmrw'
      : `${weekdayShort(date.getDay())} ${date.getMonth() + 1}/${date.getDate()}`;
  return { day, time: clock(date) };
}

/** 'Saturday, November 22, 2026 at 7:05 PM' (the event page). */
export function fullDate(iso: string): string {
  const date = new Date(iso);
  const day = `${WEEKDAYS[date.getDay()]}, ${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
  return `${day} at ${clock(date)}`;
}

/** 'Nov 22, 2026' (the dashboard's bets). */
export const shortDate = (iso: string): string => monthDayYear(new Date(iso));

/** 'Nov 22, 2026, 7:05 PM': when a bet was placed, to the minute. */
export function dateAndTime(iso: string): string {
  const date = new Date(iso);
  return `${monthDayYear(date)}, ${clock(date)}`;
}
