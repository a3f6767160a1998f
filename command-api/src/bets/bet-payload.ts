import type { BetRequest } from '@sb/domain';
import { normaliseBetRequest } from './normalise-bet-request.js';
import { ZEventPageBetRequest, ZSportsbookBetRequest } from '@sb/contracts';
import { toCents, validate } from '../handling/validate.js';

const STAKE_MESSAGE = 'Stake must be an amount with at most two decimals';
const stakeCents = (stake: string | number | undefined) =>
  stake === undefined ? undefined : toCents(stake, STAKE_MESSAGE);

/** Either payload shape of POST /api/bets, with dollar stakes turned into exact cents, as one BetRequest. */
export const parseBetPayload = (body: unknown): BetRequest => {
  if (body !== null && typeof body === 'object' && 'betType' in body) {
    const payload = validate(ZEventPageBetRequest, body);
    return normaliseBetRequest({
      ...payload,
      stake: stakeCents(payload.stake),
      legs: payload.legs.map((leg) => ({ ...leg, stake: stakeCents(leg.stake) })),
    });
  }
  const payload = validate(ZSportsbookBetRequest, body);
  return normaliseBetRequest({
    ...payload,
    stake: stakeCents(payload.stake),
    legs: payload.legs.map((leg) => ({ ...leg, stake: stakeCents(leg.stake) })),
  });
};
