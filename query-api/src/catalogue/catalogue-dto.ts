import type { TEventDto, TMarketRowDto, TPlayerPropDto } from '@sb/contracts';
import type { PricedMarket, PricedProp } from '@sb/domain';
import type { GameDocument } from '@sb/projectors';

/** The spec's Event. `period` is an addition (where a live game is: Q3, HT, 2H...). */
export const toEventDto = (game: GameDocument): TEventDto => ({
  id: game.id,
  sport: game.sport,
  league: game.league,
  status: game.status,
  period: game.period,
  homeTeam: game.homeTeam,
  awayTeam: game.awayTeam,
  homeScore: game.homeScore,
  awayScore: game.awayScore,
  scheduledAt: game.scheduledAt,
  result: game.result && { awayScore: game.result.awayScore, homeScore: game.result.homeScore },
});

/** The spec's market row. */
export const toMarketRow = (eventId: string, market: PricedMarket): TMarketRowDto => ({ eventId, ...market });

/** The spec's player prop with its event summary. */
export const toPlayerPropDto = (game: GameDocument, prop: PricedProp): TPlayerPropDto => ({
  ...prop,
  eventId: game.id,
  event: {
    sport: game.sport,
    league: game.league,
    status: game.status,
    homeTeam: game.homeTeam,
    awayTeam: game.awayTeam,
    scheduledAt: game.scheduledAt,
  },
});
