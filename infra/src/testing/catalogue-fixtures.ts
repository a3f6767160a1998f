import type { EventStore } from '@sb/platform';
import type { PricedMarket, PricedProp } from '@sb/domain';

const metadata = () => ({
  at: new Date().toISOString(),
  actor: 'system',
  correlationId: 'test',
  causationId: 'test',
  schema: 1,
});

export const market = (marketType: string, fields: Record<string, number | string | null>): PricedMarket =>
  ({
    marketType,
    line: null,
    awayLine: null,
    homeOdds: null,
    awayOdds: null,
    overOdds: null,
    underOdds: null,
    bookmaker: 'DK+FD',
    ...fields,
  }) as unknown as PricedMarket;

/** Appends a game to the log the way the feed ingester does, with its board and props. */
export const listGame = async (
  store: EventStore,
  game: { gameId: string; sport?: string; league?: string; homeTeam?: string; awayTeam?: string; scheduledAt?: string },
  markets: PricedMarket[] = [],
  props: PricedProp[] = [],
) => {
  const data = {
    sport: 'NBA',
    league: 'NBA',
    homeTeam: 'Boston Harbors',
    awayTeam: 'Denver Peaks',
    scheduledAt: new Date(Date.now() + 3_600_000).toISOString(),
    ...game,
  };
  await store.append(`game-${game.gameId}`, [{ type: 'GameScheduled', data, metadata: metadata() }], 'any');
  if (markets.length)
    await store.append(
      `odds-${game.gameId}`,
      [{ type: 'OddsPriced', data: { gameId: game.gameId, markets }, metadata: metadata() }],
      'any',
    );
  if (props.length)
    await store.append(
      `props-${game.gameId}`,
      [{ type: 'PropsPriced', data: { gameId: game.gameId, props }, metadata: metadata() }],
      'any',
    );
  return store.headPosition();
};

export const appendGameEvent = (store: EventStore, gameId: string, type: string, data: Record<string, unknown>) =>
  store.append(`game-${gameId}`, [{ type, data: { gameId, ...data }, metadata: metadata() }], 'any');

/** A player prop of game g1 as the feed prices it. */
export const jayColePoints = {
  id: 'g1:jay-cole:player_points',
  propType: 'player_points',
  playerName: 'Jay Cole',
  team: 'Boston Harbors',
  line: 24.5,
  overOdds: -115,
  underOdds: -105,
  bookmaker: 'DK+FD',
};

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
