import type { PlaceBet } from '../betting/place-bet.js';
import type { CashOutBet } from '../cash-out/cash-out-bet.js';
import type { CasinoCommand } from '../casino-wallet/casino-commands.js';
import type { SaferGamblingCommand } from '../safer-gambling/safer-gambling-commands.js';
import type { SetBetOutcome, SettleBet } from '../settlement/settle-bet.js';
import type { BalanceType } from './balance-type.js';

/** Every command the wallet decider takes. */
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
