import type { PlacedLeg } from '../betting/bet-leg.js';
import { decidePlaceBet, type BetPlaced, type PlaceBet } from '../betting/place-bet.js';
import type { BetMode } from '../betting/bet-mode.js';
import type { BalanceAmounts, BetClosedAs } from '../settlement/outcome.js';
import { decideCashOut, type BetCashedOut, type CashOutBet } from '../cash-out/cash-out-bet.js';
import { decideSetBetOutcome, decideSettleBet, type SetBetOutcome, type SettleBet } from '../settlement/settle-bet.js';
import type { BetResettled, BetSettled } from '../settlement/settlement-events.js';
import { ERROR_CODES, invalid, notFound, ruleBroken } from '../shared/domain-error.js';
import { balanceMovement } from './balance-movement.js';
import type { BalanceType } from './balance-type.js';
import { isCasinoCommand, type CasinoCommand } from '../casino-wallet/casino-commands.js';
import { isCasinoEvent, type CasinoEvent } from '../casino-wallet/casino-events.js';
import { emptyCasinoWallet, evolveCasinoWallet, type CasinoWalletState } from '../casino-wallet/casino-wallet-state.js';
import { decideCasino } from '../casino-wallet/decide-casino.js';
import { unreachable, type Decider, type DomainEvent } from '../shared/decider.js';
import { isSaferGamblingCommand, type SaferGamblingCommand } from '../safer-gambling/safer-gambling-commands.js';
import { isSaferGamblingEvent, type SaferGamblingEvent } from '../safer-gambling/safer-gambling-events.js';
import {
  emptySaferGambling,
  evolveSaferGambling,
  type SaferGamblingState,
} from '../safer-gambling/safer-gambling-state.js';
import { decideSaferGambling } from '../safer-gambling/decide-safer-gambling.js';
import { guardPlay } from '../safer-gambling/play-guard.js';

/**
 * `wallet-<userId>` is the consistency boundary for money: every fact that moves a balance is appended
 * here with the expected revision the decision was made on. Amounts are integer cents.
 */
export const walletStreamId = (userId: string) => `wallet-${userId}`;

export type StartingBalanceCredited = DomainEvent<'StartingBalanceCredited', { userId: string; amountCents: number }>;
export type BalanceAdjusted = DomainEvent<
  'BalanceAdjusted',
  { userId: string; balanceType: BalanceType; amountCents: number; adjustedBy: string }
>;
export type FreePlayAdded = DomainEvent<'FreePlayAdded', { userId: string; amountCents: number; addedBy: string }>;
export type WalletClosed = DomainEvent<'WalletClosed', { userId: string; closedBy: string }>;

export type WalletEvent =
  | StartingBalanceCredited
  | BalanceAdjusted
  | FreePlayAdded
  | WalletClosed
  | BetPlaced
  | BetSettled
  | BetResettled
  | BetCashedOut
  | CasinoEvent
  | SaferGamblingEvent;

export type WalletCommand =
  | { type: 'CreditStartingBalance'; userId: string; amountCents: number }
  | { type: 'AdjustBalance'; userId: string; balanceType: BalanceType; amountCents: number; actor: string }
  | { type: 'AddFreePlay'; userId: string; amountCents: number; actor: string }
  | { type: 'CloseWallet'; userId: string; actor: string }
  | PlaceBet
  | SettleBet
  | SetBetOutcome
  | CashOutBet
  | CasinoCommand
  | SaferGamblingCommand;

/**
 * A bet as the wallet remembers it: enough to settle it from this stream alone (its legs and prices) and to
 * reverse a settlement exactly (what was credited, per balance).
 */
export type WalletBet = {
  betId: string;
  betMode: BetMode;
  balanceType: BalanceType;
  stakeCents: number;
  potentialPayoutCents: number;
  legs: PlacedLeg[];
  /** How the bet closed: settled, re-settled, or cashed out (outcome 'cashed_out', payout = the offer). */
  settlement: { outcome: BetClosedAs; payoutCents: number; credited: BalanceAmounts } | null;
};

export type WalletState = {
  startingBalanceCredited: boolean;
  closed: boolean;
  cashCents: number;
  freePlayCents: number;
  bets: Readonly<Record<string, WalletBet>>;
  /** Seed pair and rounds in play (casino-wallet/). */
  casino: CasinoWalletState;
  /** Limits, time-out, self-exclusion and recent play (safer-gambling/). */
  saferGambling: SaferGamblingState;
};

export const emptyWallet: WalletState = {
  startingBalanceCredited: false,
  closed: false,
  cashCents: 0,
  freePlayCents: 0,
  bets: {},
  casino: emptyCasinoWallet,
  saferGambling: emptySaferGambling,
};

export const balanceField = (balanceType: BalanceType) => (balanceType === 'cash' ? 'cashCents' : 'freePlayCents');

export const evolveWallet = (state: WalletState, event: WalletEvent): WalletState => {
  const next = evolveMoney(state, event);
  return { ...next, saferGambling: evolveSaferGambling(next.saferGambling, event) };
};

const evolveMoney = (state: WalletState, event: WalletEvent): WalletState => {
  if (isSaferGamblingEvent(event)) return state;
  if (event.type === 'WalletClosed') return { ...state, closed: true, cashCents: 0, freePlayCents: 0 };
  const moved = credit(state, balanceMovement(event));
  if (isCasinoEvent(event)) return { ...moved, casino: evolveCasinoWallet(moved.casino, event) };
  switch (event.type) {
    case 'StartingBalanceCredited':
      return { ...moved, startingBalanceCredited: true };
    case 'BalanceAdjusted':
    case 'FreePlayAdded':
      return moved;
    case 'BetPlaced': {
      const { betId, betMode, balanceType, stakeCents, potentialPayoutCents, legs } = event.data;
      const bet: WalletBet = { betId, betMode, balanceType, stakeCents, potentialPayoutCents, legs, settlement: null };
      return { ...moved, bets: { ...moved.bets, [betId]: bet } };
    }
    case 'BetSettled': {
      const { betId, outcome, payoutCents, credited } = event.data;
      return withSettlement(moved, betId, { outcome, payoutCents, credited });
    }
    case 'BetResettled': {
      const { betId, to, payoutCents, credit: credited } = event.data;
      return withSettlement(moved, betId, { outcome: to, payoutCents, credited });
    }
    case 'BetCashedOut': {
      const { betId, offerCents, credited } = event.data;
      return withSettlement(moved, betId, { outcome: 'cashed_out', payoutCents: offerCents, credited });
    }
    default:
      return unreachable(event);
  }
};

const credit = (state: WalletState, amounts: BalanceAmounts): WalletState => ({
  ...state,
  cashCents: state.cashCents + amounts.cashCents,
  freePlayCents: state.freePlayCents + amounts.freePlayCents,
});

const withSettlement = (state: WalletState, betId: string, settlement: WalletBet['settlement']): WalletState => {
  const bet = state.bets[betId];
  return bet ? { ...state, bets: { ...state.bets, [betId]: { ...bet, settlement } } } : state;
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
