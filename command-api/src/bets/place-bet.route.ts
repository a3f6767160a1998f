import type Router from '@koa/router';
import {
  betCount,
  cents,
  priceLeg,
  sumCents,
  toDollars,
  walletDecider,
  walletStreamId,
  type BetPlaced,
} from '@sb/domain';
import type { TPlaceBetResponse } from '@sb/contracts';
import { currentUser, loadCatalogueView, readJsonBody, runDecider } from '@sb/platform';
import type { CommandApiDeps } from '../deps.js';
import { answerWithPosition, eventMetadata } from '../handling/request-context.js';
import { parseBetPayload } from './bet-payload.js';

/**
 * POST /api/bets: every leg is re-priced from the log, then the wallet decides (limits, balance) and the bets
 * are appended to `wallet-<userId>` at the revision the balance was read at. Several singles go in together
 * or not at all.
 */
export const placeBetRoute = (router: Router, deps: CommandApiDeps) =>
  router.post('/api/bets', async (ctx) => {
    const user = currentUser(ctx);
    const request = parseBetPayload(await readJsonBody(ctx));
    const placedAt = deps.clock().toISOString();
    const quotes = await Promise.all(
      request.legs.map(async (leg) => priceLeg(leg, await loadCatalogueView(deps.eventStore, leg.eventId), placedAt)),
    );
    const betIds = Array.from({ length: betCount(request) }, () => deps.newId());
    const legIds = request.legs.map(() => deps.newId());
    const { position, placed } = await placeOnWallet(
      deps,
      user.id,
      {
        ...request,
        type: 'PlaceBet',
        userId: user.id,
        quotes,
        betIds,
        legIds,
        placedAt,
      },
      eventMetadata(ctx, deps, user.id),
    );
    const body: TPlaceBetResponse = {
      betId: placed[0]?.data.betId ?? '',
      betIds: placed.map((bet) => bet.data.betId),
      potentialPayout: toDollars(sumCents(placed.map((bet) => cents(bet.data.potentialPayoutCents)))),
    };
    answerWithPosition(ctx, position, 201, body);
  });

const placeOnWallet = async (
  deps: CommandApiDeps,
  userId: string,
  command: Parameters<typeof walletDecider.decide>[0],
  metadata: Parameters<typeof runDecider>[1]['metadata'],
) => {
  const result = await runDecider(deps.eventStore, {
    streamId: walletStreamId(userId),
    decider: walletDecider,
    command,
    metadata,
    hashChained: true,
  });
  return { position: result.position, placed: result.events.filter((e): e is BetPlaced => e.type === 'BetPlaced') };
};
