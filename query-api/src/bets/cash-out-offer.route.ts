import type Router from '@koa/router';
import {
  americanOdds,
  cashOutOffer,
  cents,
  DEFAULT_CASH_OUT_MARGIN,
  forbidden,
  legNow,
  marginBasisPoints,
  notFound,
  toDollars,
  type CatalogueState,
  type GameState,
  type PlacedLeg,
} from '@sb/domain';
import type { TCashOutOfferDto } from '@sb/contracts';
import { currentUser } from '@sb/platform';
import { betsQueries, type BetDocument, type BetLegDocument, type GameDocument } from '@sb/projectors';
import type { QueryApiDeps } from '../deps.js';
import { catalogueReader, type CatalogueReader } from '../catalogue/catalogue-reader.js';
import { FORBIDDEN } from './bets.route.js';

const CLOSED_MESSAGES: Record<string, string> = {
  cashed_out: 'This bet has already been cashed out',
};
const SETTLED = 'This bet is already settled';

/**
 * The game as the read models know it. The games read model keeps scores but not the box score, so a prop leg
 * whose game is over is left without a price here (the command side judges it from the log).
 */
const gameStateOf = (doc: GameDocument, leg: BetLegDocument): GameState => {
  const { id, result, ...listing } = doc;
  const judgeable = result !== null && leg.propId === null;
  return { ...listing, gameId: id, result: judgeable ? { ...result, playerStats: {} } : null };
};

const viewOf = async (catalogue: CatalogueReader, leg: BetLegDocument): Promise<CatalogueState> => {
  const [game, markets, props] = await Promise.all([
    catalogue.game(leg.eventId),
    catalogue.markets(leg.eventId),
    catalogue.props(leg.eventId),
  ]);
  return {
    game: game ? gameStateOf(game, leg) : null,
    markets: markets?.markets ?? null,
    props: props?.props ?? null,
  };
};

const placedLegOf = (leg: BetLegDocument): PlacedLeg =>
  ({
    legId: leg.id,
    eventId: leg.eventId,
    marketType: leg.marketType,
    selection: leg.selection,
    line: leg.line,
    americanOdds: americanOdds(leg.americanOdds),
    event: leg.event,
    ...(leg.propId === null ? {} : { propId: leg.propId, playerName: leg.playerName ?? '' }),
  }) as PlacedLeg;

const offerOf = async (
  bet: BetDocument,
  store: QueryApiDeps['readStore'],
  margin: number,
  now: string,
): Promise<TCashOutOfferDto> => {
  if (bet.status !== 'pending') {
    const message = CLOSED_MESSAGES[bet.status] ?? SETTLED;
    return { betId: bet.id, available: false, reason: bet.status, message };
  }
  const catalogue = catalogueReader(store);
  const legs = await Promise.all(
    bet.legs.map(async (leg) => legNow(placedLegOf(leg), await viewOf(catalogue, leg), now)),
  );
  const quote = cashOutOffer({ ...bet, legs: bet.legs.map(placedLegOf) }, legs, margin);
  if (!quote.ok) return { betId: bet.id, available: false, reason: quote.reason, message: quote.message };
  const { offerCents, priceVersion } = quote;
  return { betId: bet.id, available: true, offer: toDollars(cents(offerCents)), offerCents, priceVersion };
};

/**
 * GET /api/bets/:betId/cash-out: the player's current offer for one of their pending bets, computed by the
 * domain's formula from the bets and catalogue read models (the prices the screens show), with the price
 * version POST /api/bets/:betId/cash-out must quote back. Accepting is re-priced from the log.
 */
export const cashOutOfferRoute = (router: Router, deps: QueryApiDeps, now: () => Date = () => new Date()) =>
  router.get('/api/bets/:betId/cash-out', async (ctx) => {
    const user = currentUser(ctx);
    const bet = await betsQueries(deps.readStore).byId(ctx.params.betId ?? '');
    if (!bet) throw notFound('Bet not found');
    if (bet.userId !== user.id) throw forbidden(FORBIDDEN);
    const margin = deps.config.cashOutMargin ?? marginBasisPoints(DEFAULT_CASH_OUT_MARGIN);
    const body: TCashOutOfferDto = await offerOf(bet, deps.readStore, margin, now().toISOString());
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });
