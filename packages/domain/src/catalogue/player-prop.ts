import type { AmericanOdds } from '../odds/american-odds.js';

/**
 * A priced player prop as `PropsPriced` carries it: the spec's player prop without `eventId` and `event` (those
 * come from the game). `team` is null when the source does not say (The Odds API names the player only).
 */
export type PricedProp = {
  id: string;
  propType: string;
  playerName: string;
  team: string | null;
  line: number;
  overOdds: AmericanOdds;
  underOdds: AmericanOdds;
  bookmaker: string;
  /**
   * Each book's own quote for this player and market (line and both prices), in BOOKMAKERS order: what a prop merged
   * across books shows besides the book's price. Absent on props priced before books were kept.
   */
  books?: PropBookQuote[];
};

/** One bookmaker's quote of a priced prop: its code (DK, FD), its line and its prices. */
export type PropBookQuote = { bookmaker: string; line: number; overOdds: AmericanOdds; underOdds: AmericanOdds };

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Stable across refreshes and line moves, so a bet slip or a placed leg can point at the same prop. `playerKey` is
 * the player's normal form (player-identity.ts), so every book's spelling of one player gives the same id.
 */
export const playerPropId = (gameId: string, playerKey: string, propType: string) =>
  `${gameId}:${slug(playerKey)}:${propType}`;
