import { placeBet, AWAY_SPREAD, FUNDED } from '../../betting/testing/bet-fixtures.js';
import { FRESH } from '../../casino-wallet/testing/casino-wallet-fixtures.js';
import type { StartCasinoRound } from '../../casino-wallet/casino-commands.js';
import { evolveWallet, walletDecider } from '../../wallet/wallet.js';
import type { WalletCommand } from '../../wallet/wallet-commands.js';
import type { WalletEvent } from '../../wallet/wallet-events.js';
import type { WalletState } from '../../wallet/wallet-state.js';
import type { LimitKind, LimitPeriod } from '../limit-kinds.js';
import type { SetPlayLimit } from '../safer-gambling-commands.js';

export { FUNDED };

/** A single on the fixture board's away spread (-110) at `at`. */
export const betAt = (at: string, stakeCents: number, balanceType: 'cash' | 'freePlay' = 'cash'): WalletCommand => ({
  ...placeBet({ legs: [{ ...AWAY_SPREAD, stakeCents }], balanceType }),
  betIds: [`bet-${at}-${stakeCents}`],
  placedAt: at,
});

/** A red bet on roulette at `at` (pocket 21 with the fixture seeds: red wins the first round). */
export const rouletteAt = (at: string, stakeCents: number, roundId = `r-${at}`): StartCasinoRound => ({
  type: 'StartCasinoRound',
  userId: 'u1',
  roundId,
  opening: { game: 'roulette', betType: 'red' },
  stakeCents,
  balanceType: 'cash',
  at,
  fresh: FRESH,
});

export const setLimit = (
  kind: LimitKind,
  period: LimitPeriod,
  amountCents: number | null,
  at: string,
  timeZone = 'UTC',
): SetPlayLimit => ({ type: 'SetPlayLimit', userId: 'u1', kind, period, amountCents, timeZone, at });

/** Decides each command on the wallet so far and folds what it appended (refusals throw). */
export function wallet(commands: readonly WalletCommand[], given: readonly WalletEvent[] = FUNDED) {
  const events = [...given];
  let state: WalletState = given.reduce(evolveWallet, walletDecider.initialState);
  for (const command of commands) {
    const decided = walletDecider.decide(command, state);
    events.push(...decided);
    state = decided.reduce(evolveWallet, state);
  }
  return { events, state };
}

/** The message a command is refused with on a wallet, or null when it is accepted. */
export function refusal(state: WalletState, command: WalletCommand): string | null {
  try {
    walletDecider.decide(command, state);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}
