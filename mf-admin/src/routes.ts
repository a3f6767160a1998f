import type { RemoteRoute } from '@sb/web-kit';

/**
 * The five admin tabs arrive with their own issue. Exposing the (still empty) route list now keeps the
 * federation contract real: the remote is built, deployed and loaded by the shell (after its admin guard),
 * which answers /admin with its 404 page until the panel route is added here.
 */
export const routes: RemoteRoute[] = [];
