import type { LucideIcon } from 'lucide-react';
import { Bomb, Dices, Triangle, TrendingUp } from 'lucide-react';

export type MiniGame = { name: string; description: string; icon: LucideIcon };

/** Spec section 2: announced only, each marked Coming Soon. */
export const MINI_GAMES: readonly MiniGame[] = [
  { name: 'Plinko', description: 'Drop the ball and watch it bounce down to a multiplier.', icon: Triangle },
  { name: 'Crash', description: 'Cash out before the rising multiplier crashes.', icon: TrendingUp },
  { name: 'Dice', description: 'Pick a target and roll over or under it.', icon: Dices },
  { name: 'Mines', description: 'Uncover gems on the grid and steer clear of the mines.', icon: Bomb },
];
