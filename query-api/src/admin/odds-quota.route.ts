import type Router from '@koa/router';
import type { TOddsQuotaAnswerDto } from '@sb/contracts';
import { oddsQuotaOf } from '@sb/projectors';
import type { QueryApiDeps } from '../deps.js';

/**
 * GET /api/admin/odds-refresh/quota: The Odds API's quota (x-requests-remaining / -used), what the feed spent of
 * ODDS_API_DAILY_BUDGET, its refresh plan and the refreshes it skipped, as last recorded; `quota: null` while the
 * feed is the simulator or has not called the provider yet.
 */
export const oddsQuotaRoute = (router: Router, deps: QueryApiDeps) =>
  router.get('/api/admin/odds-refresh/quota', async (ctx) => {
    const answer: TOddsQuotaAnswerDto = { quota: (await oddsQuotaOf(deps.readStore)) ?? null };
    ctx.body = answer;
  });
