import type Router from '@koa/router';
import {
  cents,
  legNow,
  notFound,
  toDollars,
  walletDecider,
  walletStreamId,
  type BetCashedOut,
  type BetPlaced,
  type WalletEvent,
} from '@sb/domain';
import { ZCashOutRequest, type TCashOutResponse } from '@sb/contracts';
import { currentUser, readJsonBody, recallAnswer, type EventStore } from '@sb/platform';
import type { CommandApiDeps } from '../deps.js';
import { onWallet } from '../accounts/accounts.streams.js';
import { eventMetadata } from '../handling/request-context.js';
import { answerRecorded, idempotencyRequest } from '../handling/idempotency-key.js';
import { validate } from '../handling/validate.js';
import { cashOutMarginOf } from './cash-out-margin.js';
import { catalogueIndexOf } from './catalogue-index.js';

const BET_NOT_FOUND = 'Bet not found';

/** The bet as it was placed, from the player's own wallet stream (so a bet placed a moment ago is found). */
const placedBet = async (store: EventStore, userId: string, betId: string) => {
  const events = await store.readStream(walletStreamId(userId));
  const placed = events.find(
    (event) => event.type === 'BetPlaced' && (event.data as BetPlaced['data']).betId === betId,
  );
  if (!placed) throw notFound(BET_NOT_FOUND);
  return placed.data as BetPlaced['data'];
};

const cashedOutAnswer = (_state: unknown, events: WalletEvent[]) => {
  const cashedOut = events.find((event): event is BetCashedOut => event.type === 'BetCashedOut');
  if (!cashedOut) throw new Error('A cash out appended no BetCashedOut');
  const body: TCashOutResponse = {
    betId: cashedOut.data.betId,
    status: 'cashed_out',
    payout: toDollars(cents(cashedOut.data.offerCents)),
  };
  return { status: 201, body };
};

/**
 * POST /api/bets/:betId/cash-out {offerCents, priceVersion}: every leg is priced again from the log (its game's
 * state and the last odds and props snapshot), and the wallet pays only the offer the player accepted: prices that
 * moved answer 409 with the new offer, as bet placement answers moved odds. The wallet's revision decides a race
 * with the game's settlement: whichever is appended first closes the bet, the other finds it closed.
 */
export const cashOutRoute = (router: Router, deps: CommandApiDeps) =>
  router.post('/api/bets/:betId/cash-out', async (ctx) => {
    const user = currentUser(ctx);
    const payload = await readJsonBody(ctx);
    const idempotency = idempotencyRequest(ctx, user.id, payload);
    const streamId = walletStreamId(user.id);
    const recalled =
      idempotency && (await recallAnswer(deps.eventStore, { streamId, decider: walletDecider, idempotency }));
    if (recalled) return answerRecorded(ctx, { ...recalled, replayed: true });

    const { offerCents, priceVersion } = validate(ZCashOutRequest, payload);
    const betId = ctx.params.betId ?? '';
    const bet = await placedBet(deps.eventStore, user.id, betId);
    const cashedOutAt = deps.clock().toISOString();
    const legs = await Promise.all(
      bet.legs.map(async (leg) => legNow(leg, await catalogueIndexOf(deps.eventStore).view(leg.eventId), cashedOutAt)),
    );
    const margin = cashOutMarginOf(deps.config);
    const result = await onWallet(
      deps,
      { type: 'CashOutBet', userId: user.id, betId, offerCents, priceVersion, legs, margin, cashedOutAt },
      eventMetadata(ctx, deps, user.id),
      { answer: cashedOutAnswer, idempotency },
    );
    answerRecorded(ctx, result);
  });
