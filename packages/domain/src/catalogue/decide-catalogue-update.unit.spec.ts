import { describe, expect, it } from 'vitest';
import type {
  CatalogueEvent,
  GameEvent,
  GameFinished,
  GameScheduled,
  OddsPriced,
  PropsPriced,
} from './catalogue-events.js';
import type { PricedMarket } from './market.js';
import { given } from './testing/catalogue-spec.js';
import { feedGame, moneyline, prop } from './testing/feed-fixtures.js';

const scheduled: GameScheduled = {
  type: 'GameScheduled',
  data: {
    gameId: 'g1',
    sport: 'NBA',
    league: 'NBA',
    homeTeam: 'Boston Harbor Hawks',
    awayTeam: 'Denver Summit',
    scheduledAt: '2030-01-08T00:30:00.000Z',
  },
};

const none = { line: null, awayLine: null, homeOdds: null, awayOdds: null, overOdds: null, underOdds: null };
const board: PricedMarket[] = [
  { ...none, marketType: 'moneyline', homeOdds: -150, awayOdds: 130, bookmaker: 'DK+FD' },
  { ...none, marketType: 'spread', line: -3.5, awayLine: 3.5, homeOdds: -110, awayOdds: -110, bookmaker: 'DK+FD' },
  { ...none, marketType: 'totals', line: 221.5, overOdds: -110, underOdds: -110, bookmaker: 'DK+FD' },
] as PricedMarket[];
const priced: OddsPriced = { type: 'OddsPriced', data: { gameId: 'g1', markets: board } };
const withdrawn: OddsPriced = { type: 'OddsPriced', data: { gameId: 'g1', markets: [] } };

const live = (period: string, homeScore: number, awayScore: number): GameEvent => ({
  type: 'GameStatusChanged',
  data: { gameId: 'g1', status: 'in_progress', period, homeScore, awayScore },
});

describe('decideCatalogueUpdate: games', () => {
  it('schedules a game seen for the first time and prices its board', () => {
    given([])
      .when({ kind: 'game', feed: feedGame() })
      .then({ game: [scheduled], odds: [priced] });
  });

  it('appends nothing when a refresh sees the same game and the same prices', () => {
    given([scheduled, priced]).when({ kind: 'game', feed: feedGame() }).thenNothing();
  });

  it('compares content, not key order: a board read back with shuffled keys is unchanged', () => {
    const shuffled = board.map((row) => Object.fromEntries(Object.entries(row).reverse())) as PricedMarket[];
    given([scheduled, { type: 'OddsPriced', data: { gameId: 'g1', markets: shuffled } }])
      .when({ kind: 'game', feed: feedGame() })
      .thenNothing();
  });

  it('reprices when a price moves, with the whole new board', () => {
    const feed = feedGame();
    feed.quotes = feed.quotes.map((quote) =>
      quote.marketType === 'moneyline' ? moneyline(quote.bookmaker, -160, 140) : quote,
    );
    const [update] = given([scheduled, priced]).when({ kind: 'game', feed }).update().odds;
    expect(update?.data.markets).toHaveLength(3);
    expect(update?.data.markets[0]).toMatchObject({ marketType: 'moneyline', homeOdds: -160, awayOdds: 140 });
  });

  it('does not create a stream to say a game has no odds', () => {
    given([])
      .when({ kind: 'game', feed: feedGame({ quotes: [] }) })
      .then({ game: [scheduled] });
  });

  it('moves a game through its periods: a new period is a status change, a goal inside it a score change', () => {
    const inQ1 = feedGame({ status: 'in_progress', period: 'Q1', homeScore: 7, awayScore: 4 });
    given([scheduled, priced])
      .when({ kind: 'game', feed: inQ1 })
      .then({ game: [live('Q1', 7, 4)] });
    given([scheduled, priced, live('Q1', 7, 4)])
      .when({ kind: 'game', feed: { ...inQ1, homeScore: 9 } })
      .then({ game: [{ type: 'GameScoreChanged', data: { gameId: 'g1', homeScore: 9, awayScore: 4 } }] });
    given([scheduled, priced, live('Q1', 9, 4)])
      .when({ kind: 'game', feed: { ...inQ1, period: 'Q2', homeScore: 9 } })
      .then({ game: [live('Q2', 9, 4)] });
  });

  it('catches up on a game first seen in progress', () => {
    given([])
      .when({ kind: 'game', feed: feedGame({ status: 'in_progress', period: 'HT', homeScore: 50, awayScore: 48 }) })
      .then({ game: [scheduled, live('HT', 50, 48)], odds: [priced] });
  });

  it('never takes a live game back to pre-game, nor moves its start', () => {
    given([scheduled, live('Q3', 70, 66)])
      .when({ kind: 'game', feed: feedGame({ quotes: [], scheduledAt: '2030-01-08T01:00:00.000Z' }) })
      .thenNothing();
  });

  it('moves the start of a game that has not started', () => {
    given([scheduled, priced])
      .when({ kind: 'game', feed: feedGame({ scheduledAt: '2030-01-08T01:00:00.000Z' }) })
      .then({ game: [{ type: 'GameRescheduled', data: { gameId: 'g1', scheduledAt: '2030-01-08T01:00:00.000Z' } }] });
  });

  it('records the result with period scores and player stats, and takes markets and props down', () => {
    const result = {
      periodScores: [
        { period: 'Q1', home: 25, away: 30 },
        { period: 'Q2', home: 30, away: 20 },
        { period: 'Q3', home: 28, away: 26 },
        { period: 'Q4', home: 22, away: 27 },
      ],
      playerStats: { 'Jalen Brooks': { points: 31, rebounds: 7, assists: 5 } },
    };
    const finished: GameFinished = {
      type: 'GameFinished',
      data: { gameId: 'g1', homeScore: 105, awayScore: 103, ...result },
    };
    const props: PropsPriced = {
      type: 'PropsPriced',
      data: {
        gameId: 'g1',
        props: [
          {
            id: 'g1:jalen-brooks:player_points',
            propType: 'player_points',
            playerName: 'Jalen Brooks',
            team: 'Boston Harbor Hawks',
            line: 27.5,
            overOdds: -115,
            underOdds: -105,
            bookmaker: 'DK+FD',
          },
        ] as PropsPriced['data']['props'],
      },
    };
    given([scheduled, priced, props, live('Q4', 100, 101)])
      .when({ kind: 'game', feed: feedGame({ status: 'final', homeScore: 105, awayScore: 103, result, quotes: [] }) })
      .then({
        game: [finished],
        odds: [withdrawn],
        props: [{ type: 'PropsPriced', data: { gameId: 'g1', props: [] } }],
      });
  });

  it('ignores a game first seen already final or cancelled, and corrections to a final game', () => {
    given([])
      .when({ kind: 'game', feed: feedGame({ status: 'final', homeScore: 1, awayScore: 0 }) })
      .thenNothing();
    given([])
      .when({ kind: 'game', feed: feedGame({ status: 'cancelled' }) })
      .thenNothing();
    const finished: GameFinished = {
      type: 'GameFinished',
      data: { gameId: 'g1', homeScore: 105, awayScore: 103, periodScores: [], playerStats: {} },
    };
    given([scheduled, finished])
      .when({ kind: 'game', feed: feedGame({ status: 'final', homeScore: 106, awayScore: 103, quotes: [] }) })
      .thenNothing();
  });

  it('postpones a game and withdraws its odds; a new date schedules it again', () => {
    const postponed: CatalogueEvent = { type: 'GamePostponed', data: { gameId: 'g1' } };
    given([scheduled, priced])
      .when({ kind: 'game', feed: feedGame({ status: 'postponed' }) })
      .then({ game: [postponed], odds: [withdrawn] });
    given([scheduled, priced, postponed, withdrawn])
      .when({ kind: 'game', feed: feedGame({ scheduledAt: '2030-01-09T00:30:00.000Z' }) })
      .then({
        game: [
          { type: 'GameRescheduled', data: { gameId: 'g1', scheduledAt: '2030-01-09T00:30:00.000Z' } },
          {
            type: 'GameStatusChanged',
            data: { gameId: 'g1', status: 'scheduled', period: null, homeScore: 0, awayScore: 0 },
          },
        ],
        odds: [priced],
      });
  });

  it('cancels a game', () => {
    given([scheduled, priced])
      .when({ kind: 'game', feed: feedGame({ status: 'cancelled', quotes: [] }) })
      .then({ game: [{ type: 'GameCancelled', data: { gameId: 'g1' } }], odds: [withdrawn] });
  });

  it('removes an unfinished game a complete slate no longer lists, but lets a finished one age out', () => {
    given([scheduled, priced])
      .when({ kind: 'missing' })
      .then({ game: [{ type: 'GameRemoved', data: { gameId: 'g1' } }], odds: [withdrawn] });
    const finished: GameFinished = {
      type: 'GameFinished',
      data: { gameId: 'g1', homeScore: 1, awayScore: 0, periodScores: [], playerStats: {} },
    };
    given([scheduled, priced, finished, withdrawn]).when({ kind: 'missing' }).thenNothing();
    given([]).when({ kind: 'missing' }).thenNothing();
  });
});

describe('decideCatalogueUpdate: player props', () => {
  const quotes = [
    prop('draftkings', 'Jalen Brooks', 'player_points', 27.5, -115, -105),
    prop('fanduel', 'Jalen Brooks', 'player_points', 27.5, -115, -105),
  ];

  it('waits until the game is on the log', () => {
    given([])
      .when({ kind: 'props', feed: { gameId: 'g1', sport: 'NBA', quotes } })
      .thenNothing();
  });

  it('prices props, then appends nothing until a line or price moves', () => {
    const first = given([scheduled])
      .when({ kind: 'props', feed: { gameId: 'g1', sport: 'NBA', quotes } })
      .update();
    expect(first.props).toHaveLength(1);
    const pricedProps = first.props[0] as PropsPriced;
    expect(pricedProps.data.props[0]).toMatchObject({ id: 'g1:jalen-brooks:player_points', line: 27.5 });
    given([scheduled, pricedProps])
      .when({ kind: 'props', feed: { gameId: 'g1', sport: 'NBA', quotes } })
      .thenNothing();
    const moved = quotes.map((quote) => ({ ...quote, line: 28.5 }));
    const [next] = given([scheduled, pricedProps])
      .when({ kind: 'props', feed: { gameId: 'g1', sport: 'NBA', quotes: moved } })
      .update().props;
    expect(next?.data.props[0]).toMatchObject({ id: 'g1:jalen-brooks:player_points', line: 28.5 });
  });

  it('offers no props on a game that is over', () => {
    const cancelled: CatalogueEvent = { type: 'GameCancelled', data: { gameId: 'g1' } };
    given([scheduled, cancelled])
      .when({ kind: 'props', feed: { gameId: 'g1', sport: 'NBA', quotes } })
      .thenNothing();
  });
});
