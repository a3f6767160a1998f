import {
  americanOdds,
  evolveGame,
  gameStreamId,
  oddsStreamId,
  type GameEvent,
  type GameState,
  type PricedMarket,
} from '@sb/domain';
import type { NewEvent } from '@sb/platform';

const meta = (at: string) => ({ at, actor: 'system', correlationId: 'bench', causationId: 'bench', schema: 1 });

export const BOARD: PricedMarket[] = [
  {
    marketType: 'moneyline',
    line: null,
    awayLine: null,
    homeOdds: americanOdds(-150),
    awayOdds: americanOdds(130),
    overOdds: null,
    underOdds: null,
    bookmaker: 'DK+FD',
  },
  {
    marketType: 'spread',
    line: -3.5,
    awayLine: 3.5,
    homeOdds: americanOdds(-110),
    awayOdds: americanOdds(-110),
    overOdds: null,
    underOdds: null,
    bookmaker: 'DK+FD',
  },
  {
    marketType: 'totals',
    line: 220.5,
    awayLine: null,
    homeOdds: null,
    awayOdds: null,
    overOdds: americanOdds(-105),
    underOdds: americanOdds(-115),
    bookmaker: 'DK+FD',
  },
];

export type BenchGame = { id: string; scheduled: GameState; final: GameState; streams: [string, NewEvent[]][] };

/** A game as the feed leaves it in the log: scheduled, priced, finished with a score (deterministic from its number). */
export function benchGame(n: number): BenchGame {
  const id = `bench-${n}`;
  const scheduled: GameEvent = {
    type: 'GameScheduled',
    data: {
      gameId: id,
      sport: 'NBA',
      league: 'NBA',
      homeTeam: `Home ${n}`,
      awayTeam: `Away ${n}`,
      scheduledAt: '2030-01-01T00:00:00.000Z',
      players: [],
    },
  };
  const home = 90 + ((n * 7) % 40);
  const away = 90 + ((n * 13) % 40);
  const finished: GameEvent = {
    type: 'GameFinished',
    data: {
      gameId: id,
      homeScore: home,
      awayScore: away,
      periodScores: [{ period: 'Q1', home, away }],
      playerStats: {},
    },
  };
  const scheduledState = evolveGame(null, scheduled) as GameState;
  const at = '2029-12-31T00:00:00.000Z';
  return {
    id,
    scheduled: scheduledState,
    final: evolveGame(scheduledState, finished) as GameState,
    streams: [
      [
        gameStreamId(id),
        [
          { ...scheduled, metadata: meta(at) },
          { ...finished, metadata: meta(at) },
        ],
      ],
      [oddsStreamId(id), [{ type: 'OddsPriced', data: { gameId: id, markets: BOARD }, metadata: meta(at) }]],
    ],
  };
}
