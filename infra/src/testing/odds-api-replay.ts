import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * Real The Odds API v4 answers recorded by other people (../shared/testdata/odds-api, SOURCES.md there). They are
 * read where they are, never copied into the repository; CI has the folder at the same place.
 */
const RECORDINGS_DIR = fileURLToPath(new URL('../../../../shared/testdata/odds-api/', import.meta.url));

/** Recordings this repository made itself where no real one exists (marked `"made": true` in their manifest). */
export const MADE_RECORDINGS_DIR = fileURLToPath(new URL('./odds-api-made/', import.meta.url));

export const recordingsMissingReason = (dir = RECORDINGS_DIR) =>
  existsSync(`${dir}manifest.json`)
    ? undefined
    : `The Odds API recordings are not at ${dir} (../shared/testdata/odds-api next to the repository): skipped`;

type Endpoint = 'odds' | 'scores' | 'event-odds';
type ManifestEntry = { file: string; sport: string; endpoint: Endpoint; recordedAt: string; made?: boolean };
type Json = Record<string, unknown>;
export type RecordedEvent = {
  id: string;
  sport_key: string;
  commence_time: string;
  home_team: string;
  away_team: string;
  completed?: boolean;
  scores?: { name: string; score: string }[] | null;
  last_update?: string | null;
  bookmakers?: {
    key: string;
    title: string;
    last_update?: string;
    markets: {
      key: string;
      last_update?: string;
      outcomes: { name: string; price: number; point?: number; description?: string }[];
    }[];
  }[];
};

/** One recording moved to `now`: every commence_time and last_update by (now - recordedAt), nothing else. */
export type ReplayedFile = ManifestEntry & { events: RecordedEvent[] };

const shiftStamps = (value: unknown, offsetMs: number): unknown => {
  if (Array.isArray(value)) return value.map((item) => shiftStamps(item, offsetMs));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value as Json).map(([key, field]) => [
      key,
      (key === 'commence_time' || key === 'last_update') && typeof field === 'string'
        ? new Date(Date.parse(field) + offsetMs).toISOString().replace('.000Z', 'Z')
        : shiftStamps(field, offsetMs),
    ]),
  );
};

/** Every recording of `dirs`, shifted to `now` as SOURCES.md says. */
const loadRecordings = (now: number, dirs: readonly string[] = [RECORDINGS_DIR]): ReplayedFile[] =>
  dirs.flatMap((dir) => {
    const manifest = JSON.parse(readFileSync(`${dir}manifest.json`, 'utf8')) as { files: ManifestEntry[] };
    return manifest.files.map((entry) => {
      const body = JSON.parse(readFileSync(`${dir}${entry.file}`, 'utf8')) as RecordedEvent | RecordedEvent[];
      const offset = now - Date.parse(entry.recordedAt);
      const events = (Array.isArray(body) ? body : [body]).map((event) => shiftStamps(event, offset) as RecordedEvent);
      return { ...entry, events };
    });
  });

/**
 * What The Odds API charges a request (its documented usage cost): odds endpoints one per market returned per
 * region (a `bookmakers` list counts one region per ten books), scores 2 with daysFrom and 1 without, the events
 * list nothing.
 */
const costOf = (endpoint: string, params: URLSearchParams, body: unknown) => {
  if (endpoint === 'events') return 0;
  if (endpoint === 'scores') return params.has('daysFrom') ? 2 : 1;
  const books = params.get('bookmakers');
  const regions = books ? Math.ceil(books.split(',').length / 10) : (params.get('regions') ?? 'us').split(',').length;
  const events = (Array.isArray(body) ? body : [body]) as RecordedEvent[];
  const markets = new Set(
    events.flatMap((event) => (event.bookmakers ?? []).flatMap((b) => b.markets.map((m) => m.key))),
  );
  return markets.size * regions;
};

const withoutBooks = ({ bookmakers: _books, completed: _c, scores: _s, last_update: _l, ...event }: RecordedEvent) =>
  event;

/** Keeps only the asked markets (as the API does), and books that have one of them. */
const onlyMarkets = (event: RecordedEvent, markets: readonly string[]): RecordedEvent => ({
  ...event,
  bookmakers: (event.bookmakers ?? [])
    .map((book) => ({ ...book, markets: book.markets.filter((market) => markets.includes(market.key)) }))
    .filter((book) => book.markets.length > 0),
});

type ReplayRequest = { pathname: string; params: Record<string, string>; cost: number; at: number };

export type OddsApiReplayOptions = {
  /** The instant the recordings are replayed at (the provider's clock). */
  now: number;
  dirs?: readonly string[];
  /** x-requests-remaining before the first request (the plan's monthly quota). */
  quota?: number;
  /** Stamps each request (`at`); a spec that moves time gives its clock. Default: `now`. */
  clock?: () => number;
  /** Sport keys the API knows that no recording covers: they answer empty lists (e.g. soccer_usa_mls). */
  emptySports?: readonly string[];
};

/**
 * The Odds API v4 on 127.0.0.1, answering from the recordings moved to `now`: /sports/{key}/odds, /scores and
 * /events (the events of both not completed, without books), /events/{id}/odds (the event-odds recording, only the asked
 * markets; an event without one answers with no books). A sport without a scores recording answers an empty list;
 * an unknown sport or event 404 as the API does. Every answer carries x-requests-remaining, -used and -last.
 */
export const startOddsApiReplay = async ({
  now,
  dirs = [RECORDINGS_DIR],
  quota = 20_000,
  clock = () => now,
  emptySports = [],
}: OddsApiReplayOptions) => {
  const files = loadRecordings(now, dirs);
  const of = (sport: string, endpoint: Endpoint) =>
    files.filter((file) => file.sport === sport && file.endpoint === endpoint).flatMap((file) => file.events);
  const sports = new Set([...files.map((file) => file.sport), ...emptySports]);
  const requests: ReplayRequest[] = [];
  let used = 0;

  const answer = (pathname: string, params: URLSearchParams): { status: number; body: unknown } => {
    const match = /^\/v4\/sports\/([a-z_]+)\/(odds|scores|events)(?:\/([0-9a-f]+)\/odds)?\/?$/.exec(pathname);
    if (!match || !sports.has(match[1] ?? '')) return { status: 404, body: { message: 'Unknown sport' } };
    const [, sport = '', endpoint, eventId] = match;
    const markets = (params.get('markets') ?? 'h2h').split(',');
    if (endpoint === 'odds')
      return { status: 200, body: of(sport, 'odds').map((event) => onlyMarkets(event, markets)) };
    if (endpoint === 'scores') return { status: 200, body: of(sport, 'scores') };
    const upcoming = [...of(sport, 'scores'), ...of(sport, 'odds')].filter((event) => event.completed !== true);
    const listed = new Map(upcoming.map((event) => [event.id, withoutBooks(event)]));
    if (!eventId) return { status: 200, body: [...listed.values()] };
    const recorded = of(sport, 'event-odds').find((event) => event.id === eventId);
    const event = recorded ?? listed.get(eventId);
    if (!event) return { status: 404, body: { message: 'Event not found' } };
    return { status: 200, body: onlyMarkets({ bookmakers: [], ...event }, markets) };
  };

  const handle = (incoming: IncomingMessage, response: ServerResponse) => {
    const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
    const { status, body } = answer(url.pathname, url.searchParams);
    const endpoint = /\/events\/[0-9a-f]+\/odds/.test(url.pathname) ? 'odds' : (url.pathname.split('/')[4] ?? '');
    const cost = status === 200 ? costOf(endpoint, url.searchParams, body) : 0;
    used += cost;
    requests.push({ pathname: url.pathname, params: Object.fromEntries(url.searchParams), cost, at: clock() });
    response
      .writeHead(status, {
        'content-type': 'application/json',
        'x-requests-remaining': String(Math.max(0, quota - used)),
        'x-requests-used': String(used),
        'x-requests-last': String(cost),
      })
      .end(JSON.stringify(body));
  };

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    files,
    requests,
    used: () => used,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

export type OddsApiReplay = Awaited<ReturnType<typeof startOddsApiReplay>>;
