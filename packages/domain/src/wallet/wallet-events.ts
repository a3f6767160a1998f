import type { BetPlaced } from '../betting/place-bet.js';
import type { BetCashedOut } from '../cash-out/cash-out-events.js';
import type { CasinoEvent } from '../casino-wallet/casino-events.js';
import type { SaferGamblingEvent } from '../safer-gambling/safer-gambling-events.js';
import type { BetResettled, BetSettled } from '../settlement/settlement-events.js';
import type { DomainEvent } from '../shared/decider.js';
import type { BalanceType } from './balance-type.js';

/** Every fact of a `wallet-<userId>` stream. */
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
