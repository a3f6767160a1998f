import type Router from '@koa/router';
import type { Context } from 'koa';
import { saferGamblingViewAt, type SaferGamblingCommand } from '@sb/domain';
import {
  ZRealityCheckRequest,
  ZSelfExclusionRequest,
  ZSetPlayLimitRequest,
  ZTimeOutRequest,
  type TSaferGamblingDto,
} from '@sb/contracts';
import { readJsonBody, requireUser } from '@sb/platform';
import type { CommandApiDeps } from '../deps.js';
import { answerWithPosition } from '../handling/request-context.js';
import { validate } from '../handling/validate.js';
import { onPlayerWallet } from '../casino/casino-wallet.js';

/** A safer-gambling command on the signed-in player's wallet, answered with their limits after it. */
const onOwnLimits = async (
  ctx: Context,
  deps: CommandApiDeps,
  command: (userId: string, at: string) => SaferGamblingCommand,
) => {
  const at = deps.clock();
  const { position, state } = await onPlayerWallet(ctx, deps, (userId) => command(userId, at.toISOString()));
  const body: TSaferGamblingDto = saferGamblingViewAt(state.saferGambling, at.getTime());
  answerWithPosition(ctx, position, 200, body);
};

/**
 * The player's own limits (POST /api/safer-gambling/limits), time-out (/time-out), self-exclusion
 * (/self-exclusion) and reality check (/reality-check). No route ends an exclusion early: none exists.
 */
export const saferGamblingRoutes = (router: Router, deps: CommandApiDeps) => {
  router.use('/api/safer-gambling', requireUser);

  router.post('/api/safer-gambling/limits', async (ctx) => {
    const { kind, period, amountCents, timeZone } = validate(ZSetPlayLimitRequest, await readJsonBody(ctx));
    await onOwnLimits(ctx, deps, (userId, at) => ({
      type: 'SetPlayLimit',
      userId,
      kind,
      period,
      amountCents,
      timeZone,
      at,
    }));
  });

  router.post('/api/safer-gambling/time-out', async (ctx) => {
    const { duration, timeZone } = validate(ZTimeOutRequest, await readJsonBody(ctx));
    await onOwnLimits(ctx, deps, (userId, at) => ({ type: 'TakeTimeOut', userId, duration, timeZone, at }));
  });

  router.post('/api/safer-gambling/self-exclusion', async (ctx) => {
    const { duration, timeZone } = validate(ZSelfExclusionRequest, await readJsonBody(ctx));
    await onOwnLimits(ctx, deps, (userId, at) => ({ type: 'SelfExclude', userId, duration, timeZone, at }));
  });

  router.post('/api/safer-gambling/reality-check', async (ctx) => {
    const { intervalMinutes } = validate(ZRealityCheckRequest, await readJsonBody(ctx));
    await onOwnLimits(ctx, deps, (userId, at) => ({ type: 'SetRealityCheck', userId, intervalMinutes, at }));
  });
};
