/**
 * Wall-clock arithmetic in an IANA time zone with Intl alone (deterministic for a given tz database, no clock).
 * Every zone's offset is a whole number of quarter hours, which play-activity.ts relies on.
 */

export type LocalParts = { year: number; month: number; day: number; hour: number; minute: number; weekday: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterFor = (timeZone: string) => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

export const isTimeZone = (timeZone: string) => {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
};

const partsAsUtc = (atMs: number, timeZone: string) => {
  const parts: Record<string, number> = {};
  for (const { type, value } of formatterFor(timeZone).formatToParts(new Date(atMs))) {
    if (type !== 'literal') parts[type] = Number(value);
  }
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second);
};

/** The wall clock in `timeZone` at an instant (weekday 0 = Monday). */
export const localParts = (atMs: number, timeZone: string): LocalParts => {
  const local = new Date(partsAsUtc(atMs, timeZone));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    weekday: (local.getUTCDay() + 6) % 7,
  };
};

/** The instant a wall-clock midnight of `timeZone` happens (day and month may overflow, as in Date.UTC). */
export const zonedMidnight = (year: number, month: number, day: number, timeZone: string): number => {
  const wall = Date.UTC(year, month - 1, day);
  let guess = wall;
  for (let i = 0; i < 3; i++) {
    const offset = partsAsUtc(guess, timeZone) - (guess - (guess % 1000));
    const next = wall - offset;
    if (next === guess) break;
    guess = next;
  }
  return guess;
};

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (value: number) => String(value).padStart(2, '0');

/** '00:00' */
export const formatClock = (atMs: number, timeZone: string) => {
  const { hour, minute } = localParts(atMs, timeZone);
  return `${two(hour)}:${two(minute)}`;
};

/** 'Mon 30 Nov 00:00' */
export const formatDayAndClock = (atMs: number, timeZone: string) => {
  const { weekday, day, month } = localParts(atMs, timeZone);
  return `${WEEKDAYS[weekday]} ${day} ${MONTHS[month - 1]} ${formatClock(atMs, timeZone)}`;
};

/** '23 May 2027 14:05' */
export const formatDateAndClock = (atMs: number, timeZone: string) => {
  const { day, month, year } = localParts(atMs, timeZone);
  return `${day} ${MONTHS[month - 1]} ${year} ${formatClock(atMs, timeZone)}`;
};
