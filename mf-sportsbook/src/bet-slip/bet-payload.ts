import type { TEventPageBetRequest, TSportsbookBetRequest } from '@sb/contracts';
import { cents, toDollars } from '@sb/domain';
import type { BalanceType, BetSlipState, SlipItem } from './bet-slip-slice';
import { betModeToSend, totalStakeCents } from './slip-rules';

const dollars = (amountCents: number) => toDollars(cents(amountCents));

/** In a parlay each leg stake is 0 and the overall stake is the parlay stake; singles add their stakes up. */
const legStake = (parlay: boolean, item: SlipItem) => (parlay ? 0 : dollars(item.stakeCents));

/** POST /api/bets from the sportsbook, live-betting and prop-builder pages (spec section 7). Dollars. */
export function sportsbookPayload(state: BetSlipState, balanceType: BalanceType): TSportsbookBetRequest {
  const betMode = betModeToSend(state);
  const parlay = betMode === 'parlay';
  return {
    betMode,
    stake: dollars(parlay ? state.parlayStakeCents : totalStakeCents(state)),
    balanceType,
    legs: state.items.map((item) => ({
      eventId: item.eventId,
      marketType: item.marketType,
      selection: item.side,
      americanOdds: item.odds,
      line: item.line,
      stake: legStake(parlay, item),
      ...(item.propId === undefined ? {} : { propId: item.propId }),
    })),
  };
}

/** POST /api/bets from the event page: selections are '<marketType>:<side>' or '<propType>:<side>:<propId>'. */
export function eventPagePayload(state: BetSlipState): TEventPageBetRequest {
  const parlay = betModeToSend(state) === 'parlay';
  return {
    betType: parlay ? 'parlay' : 'straight',
    legs: state.items.map((item) => ({
      eventId: item.eventId,
      selection: [item.marketType, item.side, item.propId].filter((part) => part !== undefined).join(':'),
      odds: item.odds,
      stake: legStake(parlay, item),
    })),
    ...(parlay ? { stake: dollars(state.parlayStakeCents) } : {}),
  };
}
