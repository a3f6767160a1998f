import { expect } from 'vitest';
import type { RecordedEvent, ReplayedFile } from './odds-api-replay.js';

/**
 * What the product must serve from the recordings, worked out here from the raw answers without the product's
 * code: which games, with which status and score, which DraftKings/FanDuel markets and props, and each book's
 * quote. The specs check every served event, market row and prop against it.
 */

const SPORTS: Record<string, string> = {
  americanfootball_nfl: 'NFL',
  baseball_mlb: 'MLB',
  basketball_nba: 'NBA',
  icehockey_nhl: 'NHL',
  soccer_epl: 'Soccer',
};
const CODES: Record<string, string> = { draftkings: 'DK', fanduel: 'FD' };

/** The spellings of one player the issue names: FanDuel's on the left, DraftKings' on the right. */
const SAME_PLAYER: Readonly<Record<string, string>> = {
  'Cam Johnson': 'Cameron Johnson',
  'Nic Claxton': 'Nicolas Claxton',
  'Cam Thomas': 'Cameron Thomas',
  'Bruce Brown Jr': 'Bruce Brown',
};

export type BookQuote = { bookmaker: string; line: number | null; first: number; second: number };
export type ExpectedEvent = {
  id: string;
  sport: string;
  homeTeam: string;
  awayTeam: string;
  scheduledAt: string;
  status: 'scheduled' | 'in_progress';
  homeScore: number;
  awayScore: number;
};

const score = (event: RecordedEvent, team: string) =>
  Number.parseInt(event.scores?.find((entry) => entry.name === team)?.score ?? '0', 10) || 0;

export const expectedEvents = (files: readonly ReplayedFile[], now: number): Map<string, ExpectedEvent> => {
  const events = new Map<string, ExpectedEvent>();
  const scores = new Map(
    files.filter((f) => f.endpoint === 'scores').flatMap((f) => f.events.map((e) => [e.id, e] as const)),
  );
  for (const file of files.filter((f) => f.endpoint === 'scores' || f.endpoint === 'odds')) {
    for (const event of file.events) {
      const scored = scores.get(event.id);
      // A game first seen already over is not listed: nobody could have bet on it here.
      if (scored?.completed) continue;
      const started = Date.parse(event.commence_time) <= now;
      events.set(event.id, {
        id: event.id,
        sport: SPORTS[file.sport] ?? file.sport,
        homeTeam: event.home_team,
        awayTeam: event.away_team,
        scheduledAt: new Date(event.commence_time).toISOString(),
        status: scored?.scores || started ? 'in_progress' : 'scheduled',
        homeScore: scored ? score(scored, event.home_team) : 0,
        awayScore: scored ? score(scored, event.away_team) : 0,
      });
    }
  }
  return events;
};

const ourBooks = (event: RecordedEvent) => (event.bookmakers ?? []).filter((book) => CODES[book.key]);

/** Per game and market type (moneyline, spread, totals): the books' quotes with both sides (home/away, over/under). */
export const expectedMarkets = (files: readonly ReplayedFile[], events: Map<string, ExpectedEvent>) => {
  const markets = new Map<string, BookQuote[]>();
  const types: Record<string, string> = { h2h: 'moneyline', spreads: 'spread', totals: 'totals' };
  for (const event of files.filter((f) => f.endpoint === 'odds').flatMap((f) => f.events)) {
    if (!events.has(event.id)) continue;
    for (const book of ourBooks(event)) {
      for (const market of book.markets) {
        const type = types[market.key];
        if (!type) continue;
        const [a, b] = type === 'totals' ? ['Over', 'Under'] : [event.home_team, event.away_team];
        const first = market.outcomes.find((o) => o.name === a);
        const second = market.outcomes.find((o) => o.name === b);
        if (!first || !second) continue;
        const key = `${event.id}:${type}`;
        const line = type === 'moneyline' ? null : (first.point ?? null);
        const quotes = markets.get(key) ?? [];
        quotes.push({ bookmaker: CODES[book.key] ?? '', line, first: first.price, second: second.price });
        markets.set(key, quotes);
      }
    }
  }
  return markets;
};

/** Per game and player (DraftKings' spelling) and prop market: each book's over/under. */
export const expectedProps = (files: readonly ReplayedFile[]) => {
  const props = new Map<string, { gameId: string; names: Set<string>; quotes: BookQuote[] }>();
  for (const event of files.filter((f) => f.endpoint === 'event-odds').flatMap((f) => f.events)) {
    for (const book of ourBooks(event)) {
      for (const market of book.markets) {
        const players = new Set(market.outcomes.map((o) => o.description ?? ''));
        for (const player of players) {
          const over = market.outcomes.find((o) => o.description === player && o.name === 'Over');
          const under = market.outcomes.find((o) => o.description === player && o.name === 'Under');
          if (!over || !under || over.point === undefined) continue;
          const key = `${event.id}:${SAME_PLAYER[player] ?? player}:${market.key}`;
          const prop = props.get(key) ?? { gameId: event.id, names: new Set<string>(), quotes: [] };
          prop.names.add(player);
          prop.quotes.push({
            bookmaker: CODES[book.key] ?? '',
            line: over.point,
            first: over.price,
            second: under.price,
          });
          props.set(key, prop);
        }
      }
    }
  }
  return props;
};

const implied = (odds: number) => (odds < 0 ? -odds / (100 - odds) : 100 / (odds + 100));

/**
 * The line the product should hang (its written tie-break, restated): most books, then the most balanced pair of
 * prices, then nearest the median, then lower. Returns the quotes on it.
 */
const quotesOnExpectedLine = (quotes: readonly BookQuote[]) => {
  const lines = [...new Set(quotes.map((q) => q.line))];
  if (lines.length <= 1) return [...quotes];
  const count = (line: number | null) => quotes.filter((q) => q.line === line).length;
  const top = Math.max(...lines.map(count));
  const gap = (line: number | null) => {
    const on = quotes.filter((q) => q.line === line);
    const mean = on.reduce((sum, q) => sum + Math.abs(implied(q.first) - implied(q.second)), 0) / on.length;
    return Math.round(mean * 1000);
  };
  const [best] = lines
    .filter((line) => count(line) === top)
    .sort((left, right) => gap(left) - gap(right) || (left ?? 0) - (right ?? 0));
  return quotes.filter((q) => q.line === best);
};

/** A consensus price lies within the books' prices on the line (in implied probability), or is the one book's. */
const priceWithin = (price: number, books: readonly number[]) => {
  const probabilities = books.map(implied);
  const p = implied(price);
  return p >= Math.min(...probabilities) - 0.003 && p <= Math.max(...probabilities) + 0.003;
};

/** The served price pair against the books' quotes: on the expected line, labelled with its books, within them. */
export const expectPriced = (
  served: { line: number | null; bookmaker: string },
  pair: [number, number],
  all: BookQuote[],
) => {
  const onLine = quotesOnExpectedLine(all);
  expect(served.line).toBe(onLine[0]?.line ?? null);
  expect(served.bookmaker).toBe(
    onLine
      .map((q) => q.bookmaker)
      .sort()
      .join('+'),
  );
  if (onLine.length === 1) expect(pair).toEqual([onLine[0]?.first, onLine[0]?.second]);
  expect(
    priceWithin(
      pair[0],
      onLine.map((q) => q.first),
    ),
  ).toBe(true);
  expect(
    priceWithin(
      pair[1],
      onLine.map((q) => q.second),
    ),
  ).toBe(true);
};
