import type { CatalogueState } from '../catalogue/catalogue-state.js';
import type { GameState } from '../catalogue/game-state.js';
import { isMarketType, marketShape, type MarketType, type PricedMarket } from '../catalogue/market.js';
import type { PricedProp } from '../catalogue/player-prop.js';
import type { AmericanOdds } from '../odds/american-odds.js';
import type { LegEventInfo, LegRequest, LegSide, PricedLeg } from './bet-leg.js';

/** Why the server will not price a leg; each reason has one message and one HTTP kind (place-bet.ts). */
export type LegRefusalReason =
  'game_not_found' | 'game_closed' | 'betting_closed' | 'market_unavailable' | 'invalid_selection' | 'no_draw';

export type LegQuote = { ok: true; leg: PricedLeg } | { ok: false; reason: LegRefusalReason };

/** What priceLeg needs to know about the leg: which market and which side, not the client's price. */
export type LegToPrice = Pick<LegRequest, 'eventId' | 'marketType' | 'selection' | 'propId'>;

const refuse = (reason: LegRefusalReason): LegQuote => ({ ok: false, reason });

/**
 * The server's current price for a leg, from the game's catalogue (its `game-`, `odds-` and `props-` streams)
 * at `now` (ISO-8601). The client's odds and line are not read here: comparing them is the decider's job.
 *
 * - final, postponed, cancelled or removed games take no bets;
 * - a scheduled game takes pre-match bets until its start time;
 * - every market still priced while the game is in_progress is a live market and stays open.
 */
export function priceLeg(leg: LegToPrice, view: CatalogueState, now: string): LegQuote {
  const { game } = view;
  if (game === null || game.gameId !== leg.eventId) return refuse('game_not_found');
  const closed = closedReason(game, now);
  if (closed) return refuse(closed);
  const event: LegEventInfo = {
    sport: game.sport,
    league: game.league,
    homeTeam: game.homeTeam,
    awayTeam: game.awayTeam,
    scheduledAt: game.scheduledAt,
  };
  if (leg.propId !== undefined) return priceProp({ ...leg, propId: leg.propId }, view.props ?? [], event);
  if (!isMarketType(leg.marketType)) return refuse('invalid_selection');
  return priceGameMarket(leg.marketType, leg, view.markets ?? [], event);
}

function closedReason(game: GameState, now: string): LegRefusalReason | undefined {
  if (game.removed || game.status === 'final' || game.status === 'postponed' || game.status === 'cancelled') {
    return 'game_closed';
  }
  if (game.status === 'in_progress') return undefined;
  // The feed can lag behind the start: the clock closes pre-match betting even before the game is reported live.
  return Date.parse(game.scheduledAt) <= Date.parse(now) ? 'betting_closed' : undefined;
}

const SIDES_OF_SHAPE: Record<ReturnType<typeof marketShape>, readonly LegSide[]> = {
  // 'draw' is priced only where the row has a draw price (a three-way market); elsewhere it is invalid.
  moneyline: ['home', 'away', 'draw'],
  spread: ['home', 'away'],
  total: ['over', 'under'],
};

function priceGameMarket(
  marketType: MarketType,
  leg: LegToPrice,
  markets: readonly PricedMarket[],
  event: LegEventInfo,
): LegQuote {
  const shape = marketShape(marketType);
  if (!SIDES_OF_SHAPE[shape].includes(leg.selection)) return refuse('invalid_selection');
  const row = markets.find((market) => market.marketType === marketType);
  if (!row) return refuse('market_unavailable');
  // A two-way market has no draw to back: the selection, not the market, is what is wrong (and the answer says so).
  if (leg.selection === 'draw' && (row.drawOdds === undefined || row.drawOdds === null)) return refuse('no_draw');
  const odds = oddsOf(row, leg.selection);
  const line = shape === 'moneyline' ? null : lineOf(row, leg.selection);
  if (odds === null || (shape !== 'moneyline' && line === null)) return refuse('market_unavailable');
  return {
    ok: true,
    leg: { eventId: leg.eventId, marketType, selection: leg.selection, line, americanOdds: odds, event },
  };
}

const oddsOf = (row: PricedMarket, side: LegSide): AmericanOdds | null =>
  ({ home: row.homeOdds, away: row.awayOdds, over: row.overOdds, under: row.underOdds, draw: row.drawOdds ?? null })[
    side
  ];

/** A spread row quotes the home line; the away side backs `awayLine`. Totals have one line for both sides. */
const lineOf = (row: PricedMarket, side: LegSide): number | null => (side === 'away' ? row.awayLine : row.line);

function priceProp(leg: LegToPrice & { propId: string }, props: readonly PricedProp[], event: LegEventInfo): LegQuote {
  if (leg.selection !== 'over' && leg.selection !== 'under') return refuse('invalid_selection');
  const prop = props.find((candidate) => candidate.id === leg.propId);
  if (!prop) return refuse('market_unavailable');
  if (prop.propType !== leg.marketType) return refuse('invalid_selection');
  const americanOdds = leg.selection === 'over' ? prop.overOdds : prop.underOdds;
  return {
    ok: true,
    leg: {
      eventId: leg.eventId,
      marketType: prop.propType,
      selection: leg.selection,
      line: prop.line,
      americanOdds,
      propId: prop.id,
      playerName: prop.playerName,
      event,
    },
  };
}
