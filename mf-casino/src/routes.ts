import type { RemoteRoute } from '@sb/web-kit';

/**
 * The casino lobby and its five games arrive with their own issue. Exposing the (still empty) route list now
 * keeps the federation contract real: the remote is built, deployed and loaded by the shell, which answers
 * /casino with its 404 page until the lobby route is added here.
 */
export const routes: RemoteRoute[] = [];
