/**
 * Profit and loss per UTC day. The read model keeps a short map of recent days; the query sums the days of
 * the window ending today. Keys are 'YYYY-MM-DD', so string order is date order.
 */
export type DailyCents = Record<string, number>;

export const WEEK_DAYS = 7;

/**
 * Days kept in a document. The week ends on the query's today, which is at or after the newest settlement;
 * the extra week absorbs clocks that disagree between services without ever growing the map.
 */
export const BUCKET_DAYS = 2 * WEEK_DAYS;

const DAY_MS = 86_400_000;

/** The UTC day of an ISO-8601 time. */
export const dayOf = (at: string | Date): string => new Date(at).toISOString().slice(0, 10);

const daysBefore = (day: string, days: number) => dayOf(new Date(Date.parse(`${day}T00:00:00.000Z`) - days * DAY_MS));

/** Adds `amountCents` to `day` and drops the days that no window can reach any more. */
export const addToDay = (daily: DailyCents, day: string, amountCents: number): DailyCents => {
  if (amountCents === 0) return daily;
  const merged = { ...daily, [day]: (daily[day] ?? 0) + amountCents };
  const newest = Object.keys(merged).reduce((latest, key) => (key > latest ? key : latest));
  const oldestKept = daysBefore(newest, BUCKET_DAYS - 1);
  return Object.fromEntries(Object.entries(merged).filter(([key, value]) => key >= oldestKept && value !== 0));
};

/** The P/L of the `days` UTC days ending with the day of `now` (today and the six before it for a week). */
export const profitLossOver = (daily: DailyCents, now: Date, days = WEEK_DAYS): number => {
  const today = dayOf(now);
  const first = daysBefore(today, days - 1);
  return Object.entries(daily)
    .filter(([day]) => day >= first && day <= today)
    .reduce((sum, [, amountCents]) => sum + amountCents, 0);
};
