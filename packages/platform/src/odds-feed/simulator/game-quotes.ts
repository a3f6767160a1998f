import type { BookmakerKey, GameMarketQuote, MarketPeriod, MarketType, Sport } from '@sb/domain';
import { expectScoring, homeWinProbability, pregameScoring, type Expectation } from './expectations.js';
import { marginOf, spreadPrices, totalPrices, winProbabilities } from './fair-prices.js';
import { bookPrice, clampProbability } from './probability.js';
import { randomFrom } from './prng.js';
import type { ScheduledGame } from './schedule.js';
import { momentAt, type GameMoment, type Timeline } from './timeline.js';

const HOUR = 3_600_000;
/** Pre-game prices move every two hours; live ones about forty times a game, and whenever someone scores. */
const PREGAME_BUCKET_MS = 2 * HOUR;
const LIVE_STEPS = 40;
const VIG: Record<BookmakerKey, number> = { draftkings: 0.045, fanduel: 0.042 };

/** Period markets a book hangs before the start, per sport; the period names are the domain's (q1, h1, p1, f5). */
// prettier-ignore
const PERIOD_MARKETS: Readonly<Record<Sport, readonly (readonly [MarketPeriod, readonly string[]])[]>> = {
  NFL: [['q1', ['Q1']], ['q2', ['Q2']], ['q3', ['Q3']], ['q4', ['Q4']], ['h1', ['Q1', 'Q2']], ['h2', ['Q3', 'Q4']]],
  NCAAF: [['q1', ['Q1']], ['q2', ['Q2']], ['q3', ['Q3']], ['q4', ['Q4']], ['h1', ['Q1', 'Q2']], ['h2', ['Q3', 'Q4']]],
  NBA: [['q1', ['Q1']], ['q2', ['Q2']], ['q3', ['Q3']], ['q4', ['Q4']], ['h1', ['Q1', 'Q2']], ['h2', ['Q3', 'Q4']]],
  NCAAB: [['h1', ['1H']], ['h2', ['2H']]],
  MLB: [['f5', ['1', '2', '3', '4', '5']]],
  NHL: [['p1', ['P1']], ['p2', ['P2']], ['p3', ['P3']]],
  Soccer: [['h1', ['1H']]],
  MMA: [],
};

/** The draw's chance in a three-way market, kept between 3% and 97% like every other price. */
const drawChance = (home: number, away: number) => clampProbability(1 - home - away);

type Board = { book: BookmakerKey; vig: number; noise: () => number; shift: () => number };
const empty = { line: null, awayLine: null, homeOdds: null, awayOdds: null, overOdds: null, underOdds: null };

const mainMarkets = (
  board: Board,
  marketType: MarketType,
  { margin, total, sd }: ReturnType<typeof marginOf>,
  threeWay: boolean,
) => {
  const quotes: GameMarketQuote[] = [];
  const { book, vig } = board;
  const suffix = marketType === 'moneyline' ? '' : marketType.slice('moneyline'.length);
  const win = winProbabilities(margin, sd, threeWay);
  const mlVig = threeWay ? vig * 1.5 : vig;
  const home = clampProbability(win.home + board.noise());
  const away = clampProbability(win.away - board.noise());
  // A three-way market (soccer's whole game) prices the draw too: what the two teams' chances leave.
  const draw = threeWay && marketType === 'moneyline' ? { drawOdds: bookPrice(drawChance(home, away), mlVig) } : {};
  quotes.push({
    ...empty,
    bookmaker: book,
    marketType,
    homeOdds: bookPrice(home, mlVig),
    awayOdds: bookPrice(away, mlVig),
    ...draw,
  });
  const spread = spreadPrices(margin, sd, board.shift());
  const homeCover = clampProbability(spread.home + board.noise());
  quotes.push({
    ...empty,
    bookmaker: book,
    marketType: `spread${suffix}` as MarketType,
    line: spread.line,
    awayLine: 0 - spread.line,
    homeOdds: bookPrice(homeCover, vig),
    awayOdds: bookPrice(1 - homeCover, vig),
  });
  const totals = totalPrices(total, sd, board.shift());
  const over = clampProbability(totals.over + board.noise());
  quotes.push({
    ...empty,
    bookmaker: book,
    marketType: `totals${suffix}` as MarketType,
    line: totals.line,
    overOdds: bookPrice(over, vig),
    underOdds: bookPrice(1 - over, vig),
  });
  return quotes;
};

const teamTotal = (board: Board, marketType: MarketType, side: Expectation): GameMarketQuote => {
  const totals = totalPrices(side.points, Math.max(0.5, Math.sqrt(side.variance)), board.shift());
  const over = clampProbability(totals.over + board.noise());
  const vig = board.vig * 1.3;
  const odds = { overOdds: bookPrice(over, vig), underOdds: bookPrice(1 - over, vig) };
  return { ...empty, bookmaker: board.book, marketType, line: totals.line, ...odds };
};

const boardFor = (seed: string, game: ScheduledGame, book: BookmakerKey, bucket: string): Board => {
  const random = randomFrom(seed, game.gameId, book, bucket);
  // Books mostly agree on the line; now and then one hangs it half a point off, which the aggregation must handle.
  return {
    book,
    vig: VIG[book],
    noise: () => random.normal(0, 0.012),
    shift: () => (random.chance(0.12) ? random.pick([-0.5, 0.5]) : 0),
  };
};

const pregameQuotes = (seed: string, game: ScheduledGame, board: Board): GameMarketQuote[] => {
  if (game.sport === 'MMA') return moneylineOnly(board, homeWinProbability(seed, game));
  const threeWay = game.sport === 'Soccer';
  const scoring = pregameScoring(seed, game);
  const quotes = mainMarkets(board, 'moneyline', marginOf(scoring), threeWay);
  if (!threeWay) {
    quotes.push(teamTotal(board, 'team_total_home', scoring.home), teamTotal(board, 'team_total_away', scoring.away));
  }
  // Period markets carry a wider margin, as books price them.
  const periodBoard = { ...board, vig: board.vig * 1.3 };
  for (const [period, periods] of PERIOD_MARKETS[game.sport]) {
    const expected = marginOf(pregameScoring(seed, game, periods));
    quotes.push(...mainMarkets(periodBoard, `moneyline_${period}`, expected, threeWay));
  }
  // A soccer half has no two-way winner market worth hanging: the draw is too likely.
  return threeWay ? quotes.filter((quote) => quote.marketType !== 'moneyline_h1') : quotes;
};

/** Live prices: what is already on the board plus what is still expected in the rest of regulation. */
const liveQuotes = (seed: string, timeline: Timeline, board: Board, now: number, scored: GameMoment) => {
  const { game } = timeline;
  if (game.sport === 'MMA') return moneylineOnly(board, homeWinProbability(seed, game));
  const remaining = expectScoring(seed, game, timeline.phases, (phase) => {
    if (phase.overtime || now >= phase.to) return 0;
    return now <= phase.from ? 1 : (phase.to - now) / (phase.to - phase.from);
  });
  const expected = marginOf(remaining, { home: scored.homeScore, away: scored.awayScore });
  return mainMarkets(board, 'moneyline', expected, game.sport === 'Soccer');
};

/** One book's quotes on a game at `now`: the full board before the start, the main markets while live. */
export const gameQuotes = (seed: string, timeline: Timeline, book: BookmakerKey, now: number): GameMarketQuote[] => {
  const { game } = timeline;
  const from = game.quotesFrom[book];
  if (from === undefined || now < from) return [];
  const moment = momentAt(timeline, now);
  if (moment.status === 'scheduled') {
    const offset = (game.slot % 8) * (PREGAME_BUCKET_MS / 8);
    return pregameQuotes(
      seed,
      game,
      boardFor(seed, game, book, `pre-${Math.floor((now + offset) / PREGAME_BUCKET_MS)}`),
    );
  }
  if (moment.status !== 'in_progress') return [];
  const step = Math.floor(((now - game.startsAt) / (timeline.endsAt - game.startsAt)) * LIVE_STEPS);
  return liveQuotes(seed, timeline, boardFor(seed, game, book, `live-${step}`), now, moment);
};

const moneylineOnly = (board: Board, home: number): GameMarketQuote[] => {
  const p = clampProbability(home + board.noise());
  const odds = { homeOdds: bookPrice(p, board.vig), awayOdds: bookPrice(1 - p, board.vig) };
  return [{ ...empty, bookmaker: board.book, marketType: 'moneyline', ...odds }];
};
