import type { Sport } from '../catalogue/sport.js';
import type { MarketType } from '../catalogue/market.js';
import type { AmericanOdds } from '../odds/american-odds.js';
import type { BalanceType } from '../wallet/balance-type.js';
import type { BetMode } from './bet-mode.js';

/**
 * The side of a market a leg backs: home/away for moneylines and spreads, over/under for totals and props, draw
 * for a three-way (soccer) moneyline.
 */
export type LegSide = 'home' | 'away' | 'over' | 'under' | 'draw';

export const LEG_SIDES: readonly LegSide[] = ['home', 'away', 'over', 'under', 'draw'];

export const isLegSide = (value: unknown): value is LegSide => LEG_SIDES.includes(value as LegSide);

/**
 * A leg as the client asked for it, after normalising either payload shape (normalise-bet-request.ts).
 * `marketType` is a MarketType for a game market, or the prop's propType when `propId` is set.
 * `line` is the line of the chosen side as the client saw it; `undefined` when the payload carries no line
 * (the event page's shape), in which case only the odds can be compared.
 */
export type LegRequest = {
  eventId: string;
  marketType: string;
  selection: LegSide;
  line: number | null | undefined;
  americanOdds: AmericanOdds;
  propId?: string;
  /** The single's stake; ignored in a parlay, where the bet's stake is the only stake. */
  stakeCents: number;
};

/** A bet request in one shape, whichever payload it came from (normalise-bet-request.ts). */
export type BetRequest = {
  betMode: BetMode;
  balanceType: BalanceType;
  /** The parlay stake; for singles the sum of the leg stakes (each single is placed at its own stake). */
  stakeCents: number;
  legs: LegRequest[];
};

/** The game a leg is on, copied into the bet so that a bet list never has to join the catalogue. */
export type LegEventInfo = {
  sport: Sport;
  league: string;
  homeTeam: string;
  awayTeam: string;
  scheduledAt: string;
};

type LegCommon = { eventId: string; americanOdds: AmericanOdds; event: LegEventInfo };

/** A game-market leg: `line` is null for a moneyline, the away line for a spread's away side. */
export type GameMarketLeg = LegCommon & {
  marketType: MarketType;
  selection: LegSide;
  line: number | null;
  propId?: undefined;
  playerName?: undefined;
};

/** A player-prop leg: `marketType` is the prop's propType. */
export type PropLeg = LegCommon & {
  marketType: string;
  selection: 'over' | 'under';
  line: number;
  propId: string;
  playerName: string;
};

/** A leg at the server's current price, as the server would accept it. */
export type PricedLeg = GameMarketLeg | PropLeg;

/** A leg of a placed bet, as BetPlaced records it. */
export type PlacedLeg = PricedLeg & { legId: string };

export const isPropLeg = (leg: PricedLeg): leg is PropLeg => leg.propId !== undefined;

/**
 * Which market a leg is on: two legs with the same key are on the same market of the same game
 * (a prop's id already names its game, player and prop type).
 */
export const marketKey = (leg: { eventId: string; marketType: string; propId?: string | undefined }) =>
  leg.propId === undefined ? `${leg.eventId}|${leg.marketType}` : `${leg.eventId}|prop|${leg.propId}`;
