import type { TCasinoGame } from '@sb/contracts';

export type CasinoGameInfo = { id: TCasinoGame; name: string; tagline: string; popular: boolean };

/** Spec section 2: Popular games are Blackjack and Roulette; All games lists the five. */
export const CASINO_GAMES: readonly CasinoGameInfo[] = [
  { id: 'blackjack', name: 'Blackjack', tagline: 'Beat the dealer to 21. Blackjack pays 3:2.', popular: true },
  { id: 'roulette', name: 'Roulette', tagline: 'European wheel, 37 pockets, single zero.', popular: true },
  { id: 'slots', name: 'Slots', tagline: 'Three reels. Three 7s pay 50x.', popular: false },
  { id: 'baccarat', name: 'Baccarat', tagline: 'Player, Banker or Tie. Tie pays 8:1.', popular: false },
  { id: 'craps', name: 'Craps', tagline: "Pass Line or Don't Pass on two dice.", popular: false },
];

export const isCasinoGame = (value: string | null): value is TCasinoGame =>
  CASINO_GAMES.some((game) => game.id === value);

export const gameInfo = (id: TCasinoGame): CasinoGameInfo =>
  CASINO_GAMES.find((game) => game.id === id) ?? CASINO_GAMES[0]!;
