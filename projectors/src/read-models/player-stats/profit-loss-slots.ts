import { localParts } from '@sb/domain';

/**
 * Profit and loss per quarter of an hour (UTC), so that the week can be cut into the player's own days: every
 * time zone's offset is a whole number of quarter hours. Keys are 'YYYY-MM-DDTHH:MM' (minutes 00, 15, 30, 45), so
 * string order is time order. The read model keeps the recent slots; the query groups them by local day.
 */
export type SlotCents = Record<string, number>;

export const WEEK_DAYS = 7;

/**
 * Days kept in a document. The week ends on the query's today, which is at or after the newest settlement;
 * the extra week absorbs clocks that disagree between services and the widest time-zone offsets.
 */
export const BUCKET_DAYS = 2 * WEEK_DAYS;

const SLOT_MS = 15 * 60_000;
const DAY_MS = 86_400_000;

/** The UTC quarter hour an ISO-8601 time falls in: '2025-01-06T01:15'. */
export const slotOf = (at: string | Date): string =>
  new Date(Math.floor(new Date(at).getTime() / SLOT_MS) * SLOT_MS).toISOString().slice(0, 16);

const slotStart = (slot: string) => Date.parse(`${slot}:00.000Z`);

/**
 * Adds `amountCents` to `slot` and drops the slots that no window can reach any more. A new object (the input is
 * left alone) with the keys in the same order as `{ ...slots, [slot]: sum }` filtered; written as loops because
 * a busy player's document holds a slot per quarter hour of two weeks and this runs for every bet settled.
 */
export const addToSlot = (slots: SlotCents, slot: string, amountCents: number): SlotCents => {
  if (amountCents === 0) return slots;
  const sum = (slots[slot] ?? 0) + amountCents;
  // One pass copies (zeros left out) and finds the newest and oldest keys; a second only when some fall out.
  const kept: SlotCents = {};
  let newest = slot;
  let oldest = slot;
  for (const key in slots) {
    const value = key === slot ? sum : (slots[key] as number);
    if (value === 0) continue;
    kept[key] = value;
    if (key > newest) newest = key;
    if (key < oldest) oldest = key;
  }
  if (!(slot in slots) && sum !== 0) kept[slot] = sum;
  const oldestKept = slotOf(new Date(slotStart(newest) - BUCKET_DAYS * DAY_MS));
  if (oldest < oldestKept) for (const key in kept) if (key < oldestKept) delete kept[key];
  return kept;
};

/** One day of the week in the player's time zone: its calendar date and the P/L settled during it. */
export type DayBucket = { date: string; profitLossCents: number };

const dateText = ({ year, month, day }: { year: number; month: number; day: number }) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

const localDate = (atMs: number, timeZone: string) => dateText(localParts(atMs, timeZone));

/** The calendar date `days` before `date` ('2025-03-31', 1 -> '2025-03-30'), whatever the time zone. */
const dateBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00.000Z`) - days * DAY_MS).toISOString().slice(0, 10);

/**
 * The `days` local days ending with today in `timeZone` (oldest first), each with the P/L of the slots that fall
 * in it. The weekly figure is the sum of these buckets, so a chart of them always adds up to it.
 */
export const dayBuckets = (slots: SlotCents, now: Date, timeZone: string, days = WEEK_DAYS): DayBucket[] => {
  const today = localDate(now.getTime(), timeZone);
  const dates = Array.from({ length: days }, (_, index) => dateBefore(today, days - 1 - index));
  const byDate = new Map(dates.map((date) => [date, 0]));
  for (const [slot, amountCents] of Object.entries(slots)) {
    const date = localDate(slotStart(slot), timeZone);
    const sum = byDate.get(date);
    if (sum !== undefined) byDate.set(date, sum + amountCents);
  }
  return dates.map((date) => ({ date, profitLossCents: byDate.get(date) ?? 0 }));
};
