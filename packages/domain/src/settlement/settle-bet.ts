import { ERROR_CODES, invalid, notFound, ruleBroken } from '../shared/domain-error.js';
import type { WalletBet } from '../wallet/wallet-bet.js';
import type { WalletState } from '../wallet/wallet-state.js';
import { betOf } from '../wallet/bet-book.js';
import { betResult } from './bet-result.js';
import { adminPayout, creditFor } from './credits.js';
import { judgeLeg, type SettlementGame } from './judge-leg.js';
import { isBetOutcome, type BalanceAmounts, type BetOutcome } from './outcome.js';
import type { BetResettled, BetSettled, LegVerdict } from './settlement-events.js';

/** Settle a bet from its games' results (sent by the settlement process once the games are over). */
export type SettleBet = {
  type: 'SettleBet';
  userId: string;
  betId: string;
  /** The current state of the bet's games; a game left out keeps its legs pending. */
  games: readonly SettlementGame[];
  settledAt: string;
};

/** An admin sets a bet's status (POST /api/admin/bets/{id}/settle): settles a pending bet or re-settles one. */
export type SetBetOutcome = {
  type: 'SetBetOutcome';
  userId: string;
  betId: string;
  outcome: BetOutcome;
  actor: string;
  settledAt: string;
};

export const SETTLEMENT_MESSAGES = {
  betNotFound: 'Bet not found',
  notDecidable: 'This bet cannot be settled until its games are over',
  invalidOutcome: 'Status must be won, lost, push or void',
  cashWouldGoNegative: 'Re-settling this bet would make the cash balance negative',
  freePlayWouldGoNegative: 'Re-settling this bet would make the free play balance negative',
} as const;

const SYSTEM = 'system';

const findBet = (state: WalletState, betId: string): WalletBet => {
  const bet = betOf(state.bets, betId);
  if (!bet) throw notFound(SETTLEMENT_MESSAGES.betNotFound, { code: ERROR_CODES.betNotFound });
  return bet;
};

/**
 * Judges every leg against its game and settles the bet. A bet already settled, by an earlier run or by an
 * admin, stays as it is: settlement runs again after restarts and re-deliveries, and only an admin changes an
 * outcome once it is paid.
 */
export function decideSettleBet(command: SettleBet, state: WalletState): BetSettled[] {
  const bet = findBet(state, command.betId);
  if (bet.settlement !== null) return [];
  const judgements = bet.legs.map((leg) =>
    judgeLeg(
      leg,
      command.games.find((game) => game.gameId === leg.eventId),
    ),
  );
  const result = betResult(bet, judgements);
  if (result === null) throw ruleBroken(SETTLEMENT_MESSAGES.notDecidable, { code: ERROR_CODES.betNotDecidable });
  const legs = bet.legs.flatMap((leg, index): LegVerdict[] => {
    const outcome = judgements[index];
    return outcome === undefined || outcome === 'pending' ? [] : [{ legId: leg.legId, outcome }];
  });
  return [settled(command, bet, result.outcome, result.payoutCents, legs, SYSTEM)];
}

/**
 * An admin's outcome: settles a pending bet, re-settles a settled one in one BetResettled (reverse the old credit,
 * apply the new), and does nothing when the bet already has that outcome. A re-settlement that would take a
 * balance below zero (the player already spent the winnings being reversed) is refused: the admin can first
 * adjust the balance on purpose, which leaves a visible, separate entry, instead of the ledger going negative.
 */
export function decideSetBetOutcome(command: SetBetOutcome, state: WalletState): (BetSettled | BetResettled)[] {
  if (!isBetOutcome(command.outcome)) throw invalid(SETTLEMENT_MESSAGES.invalidOutcome);
  const bet = findBet(state, command.betId);
  const payoutCents = adminPayout(bet, command.outcome);
  if (bet.settlement === null) return [settled(command, bet, command.outcome, payoutCents, null, command.actor)];
  if (bet.settlement.outcome === command.outcome) return [];

  const reversal = bet.settlement.credited;
  const credit = creditFor(bet, command.outcome, payoutCents);
  requireNonNegative(state, reversal, credit);
  const { betId, userId, actor: settledBy, settledAt } = command;
  const data = { betId, userId, from: bet.settlement.outcome, to: command.outcome, payoutCents, reversal, credit };
  return [{ type: 'BetResettled', data: { ...data, settledBy, settledAt } }];
}

function settled(
  command: SettleBet | SetBetOutcome,
  bet: WalletBet,
  outcome: BetOutcome,
  payoutCents: number,
  legs: LegVerdict[] | null,
  settledBy: string,
): BetSettled {
  const credited = creditFor(bet, outcome, payoutCents);
  const { betId, userId, settledAt } = command;
  return { type: 'BetSettled', data: { betId, userId, outcome, payoutCents, credited, legs, settledBy, settledAt } };
}

function requireNonNegative(state: WalletState, reversal: BalanceAmounts, credit: BalanceAmounts) {
  if (state.cashCents - reversal.cashCents + credit.cashCents < 0) {
    throw ruleBroken(SETTLEMENT_MESSAGES.cashWouldGoNegative);
  }
  if (state.freePlayCents - reversal.freePlayCents + credit.freePlayCents < 0) {
    throw ruleBroken(SETTLEMENT_MESSAGES.freePlayWouldGoNegative);
  }
}
