import type Router from '@koa/router';
import type { TCasinoRoundList, TFairnessQueryDto } from '@sb/contracts';
import { currentUser } from '@sb/platform';
import { casinoQueries } from '@sb/projectors';
import type { QueryApiDeps } from '../deps.js';
import { toCasinoRoundDto } from './casino-round-dto.js';

const NO_PAIR_YET: TFairnessQueryDto = { serverSeedHash: null, clientSeed: null, nonce: 0 };

/**
 * GET /api/casino/fairness (the visible seed pair; nulls before the first casino command commits one),
 * GET /api/casino/rounds (the player's latest 50, newest first, each with its server seed once revealed) and
 * GET /api/casino/rounds/open (at most one per game: the hand or point to resume after a reload).
 */
export const casinoRoutes = (router: Router, deps: QueryApiDeps) => {
  router.get('/api/casino/fairness', async (ctx) => {
    const body: TFairnessQueryDto =
      (await casinoQueries(deps.readStore).fairnessOf(currentUser(ctx).id)) ?? NO_PAIR_YET;
    ctx.body = body;
  });
  router.get('/api/casino/rounds', async (ctx) => {
    const rounds = await casinoQueries(deps.readStore).recentOf(currentUser(ctx).id);
    const body: TCasinoRoundList = { rounds: rounds.map(toCasinoRoundDto) };
    ctx.body = body;
  });
  router.get('/api/casino/rounds/open', async (ctx) => {
    const rounds = await casinoQueries(deps.readStore).openOf(currentUser(ctx).id);
    const body: TCasinoRoundList = { rounds: rounds.map(toCasinoRoundDto) };
    ctx.body = body;
  });
};
