import type { RemoteRoute } from '@sb/web-kit';
import { CasinoPage } from './lobby/casino-page';

/**
 * The casino, mounted by the shell at /casino. The lobby and each game share the one route: the open game is
 * the `game` query parameter (/casino?game=blackjack), which the server's SPA fallback lets through.
 */
export const routes: RemoteRoute[] = [{ path: 'casino', element: <CasinoPage /> }];
