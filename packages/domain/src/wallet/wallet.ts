import { decidePlaceBet } from '../betting/place-bet.js';
import { decideCashOut } from '../cash-out/cash-out-bet.js';
import { decideSetBetOutcome, decideSettleBet } from '../settlement/settle-bet.js';
import { ERROR_CODES, invalid, notFound, ruleBroken } from '../shared/domain-error.js';
import { balanceMovement } from './balance-movement.js';
import { betOf, emptyBetBook, withBet, type BetBook } from './bet-book.js';
import type { BalanceType } from './balance-type.js';
import type { WalletCommand } from './wallet-commands.js';
import type { WalletEvent } from './wallet-events.js';
import type { WalletBet } from './wallet-bet.js';
import type { WalletState } from './wallet-state.js';
import { isCasinoCommand } from '../casino-wallet/casino-commands.js';
import { isCasinoEvent, type CasinoEvent } from '../casino-wallet/casino-events.js';
import { emptyCasinoWallet, evolveCasinoWallet } from '../casino-wallet/casino-wallet-state.js';
import { decideCasino } from '../casino-wallet/decide-casino.js';
import { unreachable, type Decider } from '../shared/decider.js';
import { isSaferGamblingCommand, type SaferGamblingCommand } from '../safer-gambling/safer-gambling-commands.js';
import { isSaferGamblingEvent, type SaferGamblingEvent } from '../safer-gambling/safer-gambling-events.js';
import { emptySaferGambling, evolveSaferGambling } from '../safer-gambling/safer-gambling-state.js';
import { decideSaferGambling } from '../safer-gambling/decide-safer-gambling.js';
import { guardPlay } from '../safer-gambling/play-guard.js';
/**
 * `wallet-<userId>` is the consistency boundary for money: every fact that moves a balance is appended
 * here with the expected revision the decision was made on. Amounts are integer cents.
 */
export const walletStreamId = (userId: string) => `wallet-${userId}`;

export const emptyWallet: WalletState = {
  startingBalanceCredited: false,
  closed: false,
  cashCents: 0,
  freePlayCents: 0,
  bets: emptyBetBook,
  casino: emptyCasinoWallet,
  saferGambling: emptySaferGambling,
};

export const balanceField = (balanceType: BalanceType) => (balanceType === 'cash' ? 'cashCents' : 'freePlayCents');

/**
 * One event folded into the wallet. The state is immutable: each event answers a new state object built once,
 * field by field (object spreads cost more), and the bets live in a persistent map (bet-book.ts) that shares all
 * but a few small arrays with the state before. Folding a stream is therefore linear in its length; copying a
 * record of every bet per BetPlaced and BetSettled made the cold load of a long-lived wallet quadratic.
 */
export const evolveWallet = (state: WalletState, event: WalletEvent): WalletState => {
  const saferGambling = evolveSaferGambling(state.saferGambling, event);
  if (isSaferGamblingEvent(event)) return saferGambling === state.saferGambling ? state : { ...state, saferGambling };
  if (event.type === 'WalletClosed') return { ...state, closed: true, cashCents: 0, freePlayCents: 0, saferGambling };
  const moved = balanceMovement(event);
  return {
    startingBalanceCredited: state.startingBalanceCredited || event.type === 'StartingBalanceCredited',
    closed: state.closed,
    cashCents: state.cashCents + moved.cashCents,
    freePlayCents: state.freePlayCents + moved.freePlayCents,
    bets: isCasinoEvent(event) ? state.bets : betsAfter(state.bets, event),
    casino: isCasinoEvent(event) ? evolveCasinoWallet(state.casino, event) : state.casino,
    saferGambling,
  };
};

type BettingEvent = Exclude<WalletEvent, CasinoEvent | SaferGamblingEvent | { type: 'WalletClosed' }>;

const betsAfter = (bets: BetBook, event: BettingEvent): BetBook => {
  switch (event.type) {
    case 'StartingBalanceCredited':
    case 'BalanceAdjusted':
    case 'FreePlayAdded':
      return bets;
    case 'BetPlaced': {
      const { betId, betMode, balanceType, stakeCents, potentialPayoutCents, legs } = event.data;
      return withBet(bets, { betId, betMode, balanceType, stakeCents, potentialPayoutCents, legs, settlement: null });
    }
    case 'BetSettled': {
      const { betId, outcome, payoutCents, credited } = event.data;
      return withSettlement(bets, betId, { outcome, payoutCents, credited });
    }
    case 'BetResettled': {
      const { betId, to, payoutCents, credit: credited } = event.data;
      return withSettlement(bets, betId, { outcome: to, payoutCents, credited });
    }
    case 'BetCashedOut': {
      const { betId, offerCents, credited } = event.data;
      return withSettlement(bets, betId, { outcome: 'cashed_out', payoutCents: offerCents, credited });
    }
    default:
      return unreachable(event);
  }
};

const withSettlement = (bets: BetBook, betId: string, settlement: WalletBet['settlement']): BetBook => {
  const bet = betOf(bets, betId);
  if (!bet) return bets;
  const { betMode, balanceType, stakeCents, potentialPayoutCents, legs } = bet;
  return withBet(bets, { betId, betMode, balanceType, stakeCents, potentialPayoutCents, legs, settlement });
};

const requireSafeCents = (amountCents: number) => {
  if (!Number.isSafeInteger(amountCents)) throw invalid('Amount must be a whole number of cents');
};

const requireOpen = (state: WalletState) => {
  if (state.closed) throw notFound('User not found', { code: ERROR_CODES.walletClosed });
};

/** Every bet and casino step passes the player's limits and exclusions (safer-gambling/play-guard.ts). */
const decideWallet = (command: WalletCommand, state: WalletState): WalletEvent[] => {
  requireOpen(state);
  if (isSaferGamblingCommand(command)) return decideSaferGambling(command, state.saferGambling);
  return guardPlay(command, state.saferGambling, () => decidePlay(command, state));
};

const decidePlay = (command: Exclude<WalletCommand, SaferGamblingCommand>, state: WalletState): WalletEvent[] => {
  if (isCasinoCommand(command)) return decideCasino(command, state);
  switch (command.type) {
    case 'CreditStartingBalance':
      requireSafeCents(command.amountCents);
      // Granted once: approving twice (or a retried command) must not pay twice.
      if (state.startingBalanceCredited) return [];
      if (command.amountCents < 0) throw invalid('Starting balance cannot be negative');
      return [{ type: 'StartingBalanceCredited', data: { userId: command.userId, amountCents: command.amountCents } }];
    case 'AdjustBalance': {
      requireSafeCents(command.amountCents);
      if (command.amountCents === 0) throw invalid('Amount must not be zero');
      const after = state[balanceField(command.balanceType)] + command.amountCents;
      if (after < 0) {
        const label = command.balanceType === 'cash' ? 'cash' : 'free play';
        throw ruleBroken(`Adjustment would make the ${label} balance negative`);
      }
      const { userId, balanceType, amountCents, actor } = command;
      return [{ type: 'BalanceAdjusted', data: { userId, balanceType, amountCents, adjustedBy: actor } }];
    }
    case 'AddFreePlay':
      requireSafeCents(command.amountCents);
      if (command.amountCents <= 0) throw invalid('Valid amount is required');
      return [
        {
          type: 'FreePlayAdded',
          data: { userId: command.userId, amountCents: command.amountCents, addedBy: command.actor },
        },
      ];
    case 'CloseWallet':
      return [{ type: 'WalletClosed', data: { userId: command.userId, closedBy: command.actor } }];
    case 'PlaceBet':
      return decidePlaceBet(command, state);
    case 'SettleBet':
      return decideSettleBet(command, state);
    case 'SetBetOutcome':
      return decideSetBetOutcome(command, state);
    case 'CashOutBet':
      return decideCashOut(command, state);
    default:
      return unreachable(command);
  }
};

export const walletDecider: Decider<WalletCommand, WalletEvent, WalletState> = {
  initialState: emptyWallet,
  evolve: evolveWallet,
  decide: decideWallet,
};
