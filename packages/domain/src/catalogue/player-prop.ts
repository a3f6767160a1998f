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
};

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Stable across refreshes and line moves, so a bet slip or a placed leg can point at the same prop. */
export const playerPropId = (gameId: string, playerName: string, propType: string) =>
  `${gameId}:${slug(playerName)}:${propType}`;
