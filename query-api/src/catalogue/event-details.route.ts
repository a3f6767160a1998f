import type Router from '@koa/router';
import { marketGroup, notFound, type PricedMarket } from '@sb/domain';
import type { CatalogueReader } from './catalogue-reader.js';
import { toEventDto, toPlayerPropDto } from './catalogue-dto.js';

export const EVENT_DETAILS_NOT_FOUND = 'Failed to fetch event details';

const option = ({ homeOdds, awayOdds, overOdds, underOdds, line, awayLine, bookmaker }: PricedMarket) => ({
  homeOdds,
  awayOdds,
  overOdds,
  underOdds,
  line,
  awayLine,
  bookmaker,
});

const mainMarkets = (markets: PricedMarket[]) => {
  const find = (type: string) => markets.find((m) => m.marketType === type);
  const moneyline = find('moneyline');
  const spread = find('spread');
  const totals = find('totals');
  return {
    moneyline: moneyline
      ? {
          awayOdds: moneyline.awayOdds,
          homeOdds: moneyline.homeOdds,
          // Soccer's three-way market: the Draw's price, the third selection.
          ...(moneyline.drawOdds ? { drawOdds: moneyline.drawOdds } : {}),
          bookmaker: moneyline.bookmaker,
        }
      : null,
    spread: spread
      ? {
          line: spread.line,
          awayLine: spread.awayLine,
          awayOdds: spread.awayOdds,
          homeOdds: spread.homeOdds,
          bookmaker: spread.bookmaker,
        }
      : null,
    totals: totals
      ? { line: totals.line, overOdds: totals.overOdds, underOdds: totals.underOdds, bookmaker: totals.bookmaker }
      : null,
  };
};

const grouped = (markets: PricedMarket[], group: 'quarter' | 'half' | 'other') =>
  Object.fromEntries(markets.filter((m) => marketGroup(m.marketType) === group).map((m) => [m.marketType, option(m)]));

/** GET /api/events/:eventId/details: the event, its markets by card, and its player props. */
export const eventDetailsRoute = (router: Router, catalogue: CatalogueReader) =>
  router.get('/api/events/:eventId/details', async (ctx) => {
    const game = await catalogue.game(ctx.params.eventId ?? '');
    if (!game) throw notFound(EVENT_DETAILS_NOT_FOUND);
    const markets = (await catalogue.markets(game.id))?.markets ?? [];
    const props = (await catalogue.props(game.id))?.props ?? [];
    ctx.body = {
      event: toEventDto(game),
      gameProps: {
        mainMarkets: mainMarkets(markets),
        quarterMarkets: grouped(markets, 'quarter'),
        halfMarkets: grouped(markets, 'half'),
        other: grouped(markets, 'other'),
      },
      playerProps: props.map((prop) => toPlayerPropDto(game, prop)),
    };
  });
