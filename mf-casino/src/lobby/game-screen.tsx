import type { TCasinoGame } from '@sb/contracts';
import type { ComponentType } from 'react';
import { lazy } from 'react';
import { GameFrame } from '../shared/game-frame';
import { gameInfo } from './casino-games';

// Each game is its own chunk, fetched when it is opened; the lobby's first load carries none of them.
const GAMES: Record<TCasinoGame, ComponentType> = {
  blackjack: lazy(() => import('../blackjack/blackjack-game').then((m) => ({ default: m.BlackjackGame }))),
  roulette: lazy(() => import('../roulette/roulette-game').then((m) => ({ default: m.RouletteGame }))),
  slots: lazy(() => import('../slots/slots-game').then((m) => ({ default: m.SlotsGame }))),
  baccarat: lazy(() => import('../baccarat/baccarat-game').then((m) => ({ default: m.BaccaratGame }))),
  craps: lazy(() => import('../craps/craps-game').then((m) => ({ default: m.CrapsGame }))),
};

/** An open game in its frame ('Back to Casino', name, balance). */
export function GameScreen({ game }: { game: TCasinoGame }) {
  const Game = GAMES[game];
  return (
    <GameFrame title={gameInfo(game).name}>
      <Game />
    </GameFrame>
  );
}
