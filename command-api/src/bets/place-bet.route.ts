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
  type WalletEvent,
} from '@sb/domain';
import type { TPlaceBetResponse } from '@sb/contracts';
import { currentUser, readJsonBody, recallAnswer, type CommandAnswer } from '@sb/platform';
import type { CommandApiDeps } from '../deps.js';
import { onWallet } from '../accounts/accounts.streams.js';
import { eventMetadata } from '../handling/request-context.js';
import { answerRecorded, idempotencyRequest } from '../handling/idempotency-key.js';
import { parseBetPayload } from './bet-payload.js';
import { catalogueIndexOf } from './catalogue-index.js';

const placedAnswer = (_state: unknown, events: WalletEvent[]): CommandAnswer => {
  const placed = events.filter((e): e is BetPlaced => e.type === 'BetPlaced');
  const body: TPlaceBetResponse = {
    betId: placed[0]?.data.betId ?? '',
    betIds: placed.map((bet) => bet.data.betId),
    potentialPayout: toDollars(sumCents(placed.map((bet) => cents(bet.data.potentialPayoutCents)))),
  };
  return { status: 201, body };
};

/**
 * POST /api/bets: every leg is re-priced from the log, then the wallet decides (limits, balance) and the bets
 * are appended to `wallet-<userId>` at the revision the balance was read at. Several singles go in together
 * or not at all. A repeated Idempotency-Key is answered from the log before anything is priced again.
 */
export const placeBetRoute = (router: Router, deps: CommandApiDeps) =>
  router.post('/api/bets', async (ctx) => {
    const user = currentUser(ctx);
    const payload = await readJsonBody(ctx);
    const idempotency = idempotencyRequest(ctx, user.id, payload);
    const streamId = walletStreamId(user.id);
    const recalled =
      idempotency && (await recallAnswer(deps.eventStore, { streamId, decider: walletDecider, idempotency }));
    if (recalled) return answerRecorded(ctx, { ...recalled, replayed: true });

    const request = parseBetPayload(payload);
    const placedAt = deps.clock().toISOString();
    const quotes = await Promise.all(
      request.legs.map(async (leg) =>
        priceLeg(leg, await catalogueIndexOf(deps.eventStore).view(leg.eventId), placedAt),
      ),
    );
    const betIds = Array.from({ length: betCount(request) }, () => deps.newId());
    const legIds = request.legs.map(() => deps.newId());
    const result = await onWallet(
      deps,
      { ...request, type: 'PlaceBet', userId: user.id, quotes, betIds, legIds, placedAt },
      eventMetadata(ctx, deps, user.id),
      { answer: placedAnswer, idempotency },
    );
    answerRecorded(ctx, result);
  });
