// One wording for dates across the sportsbook screens, in the player's own time zone. 'en-US' fixes the
// order of the parts (Sat, Nov 22 · 7:05 PM) whatever language the browser reports.
// Each formatter is built on its first use: building one costs milliseconds, and five of them at the module's
// evaluation were a third of the long task that loads the sportsbook's routes.

/** A formatter created the first time it is asked for, then reused. */
function formatter(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let built: Intl.DateTimeFormat | undefined;
  return () => (built ??= new Intl.DateTimeFormat('en-US', options));
}

const DAY_TIME = formatter({ weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const TIME = formatter({ hour: 'numeric', minute: '2-digit' });
const DATE = formatter({ month: 'short', day: 'numeric', year: 'numeric' });
const FULL = formatter({ dateStyle: 'full', timeStyle: 'short' });

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** 'Today · 7:05 PM', 'Tomorrow · 1:00 PM' or 'Sat, Nov 22, 7:05 PM'. */
export function kickoff(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (sameDay(date, now)) return `Today · ${TIME().format(date)}`;
  const tomorrow = new Date(now);
  tomorrow.setDate(now.getDate() + 1);
  if (sameDay(date, tomorrow)) return `Tomorrow · ${TIME().format(date)}`;
  return DAY_TIME().format(date);
}

const SHORT_DAY = formatter({ weekday: 'short', month: 'numeric', day: 'numeric' });

/** A game line's two parts, short as the big books write them: the day ('Today', 'Tmrw', 'Wed 11/25') and the time. */
export function kickoffParts(iso: string, now = new Date()): { day: string; time: string } {
  const date = new Date(iso);
  const tomorrow = new Date(now);
  tomorrow.setDate(now.getDate() + 1);
  const day = sameDay(date, now)
    ? 'Today'
    : sameDay(date, tomorrow)
      ? 'Tmrw'
      : SHORT_DAY().format(date).replace(',', '');
  return { day, time: TIME().format(date) };
}

/** 'Saturday, November 22, 2026 at 7:05 PM' (the event page). */
export const fullDate = (iso: string): string => FULL().format(new Date(iso));

/** 'Nov 22, 2026' (the dashboard's bets). */
export const shortDate = (iso: string): string => DATE().format(new Date(iso));
