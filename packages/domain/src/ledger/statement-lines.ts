import { legLabel, matchupLabel } from '../labels/leg-label.js';
import { balanceMovement } from '../wallet/balance-movement.js';
import { evolveWallet, walletDecider } from '../wallet/wallet.js';
import type { WalletEvent } from '../wallet/wallet-events.js';
import type { WalletState } from '../wallet/wallet-state.js';
import { betOf } from '../wallet/bet-book.js';
import { isSaferGamblingEvent } from '../safer-gambling/safer-gambling-events.js';
import { describeSaferGamblingEvent } from '../safer-gambling/safer-gambling-view.js';

/** One money movement of a player's ledger, in cents, with the balances after it. */
export type StatementLine = {
  at: string;
  revision: number;
  kind: string;
  /** The bet or the round the movement belongs to (empty for adjustments and credits). */
  reference: string;
  /** The bet's legs in the words every screen uses ('Lakers -3.5 · Spread, Heat @ Lakers'); empty for others. */
  description: string;
  amountCents: number;
  cashMovedCents: number;
  freePlayMovedCents: number;
  cashCents: number;
  freePlayCents: number;
  hash: string;
};

/** A wallet event as the log records it: what the ledger needs of it. */
export type LedgerEvent = {
  revision: number;
  type: string;
  data: unknown;
  metadata: { at: string; hash?: unknown; [key: string]: unknown };
};

const referenceOf = (event: WalletEvent) => {
  const data = event.data as { betId?: string; roundId?: string };
  return data.betId ?? data.roundId ?? '';
};

/** A bet's legs labelled as the player and the admin screens label them, parlay legs joined by ' + '. */
const describe = (state: WalletState, reference: string): string =>
  (betOf(state.bets, reference)?.legs ?? []).map((leg) => `${legLabel(leg)}, ${matchupLabel(leg.event)}`).join(' + ');

/** The movement of one event; WalletClosed zeroes both balances (the wallet's own fold says by how much). */
function lineOf(event: LedgerEvent, before: WalletState, after: WalletState): StatementLine | null {
  const wallet = event as unknown as WalletEvent;
  const moved =
    wallet.type === 'WalletClosed'
      ? { cashCents: after.cashCents - before.cashCents, freePlayCents: after.freePlayCents - before.freePlayCents }
      : balanceMovement(wallet);
  // A change of limit, time-out or self-exclusion moves no money but is a line of its own (what and when).
  const saferGambling = isSaferGamblingEvent(wallet);
  if (moved.cashCents === 0 && moved.freePlayCents === 0 && wallet.type !== 'WalletClosed' && !saferGambling) {
    return null;
  }
  return {
    at: event.metadata.at,
    revision: event.revision,
    kind: event.type,
    reference: saferGambling ? describeSaferGamblingEvent(wallet) : referenceOf(wallet),
    description: describe(after, referenceOf(wallet)),
    amountCents: moved.cashCents + moved.freePlayCents,
    cashMovedCents: moved.cashCents,
    freePlayMovedCents: moved.freePlayCents,
    cashCents: after.cashCents,
    freePlayCents: after.freePlayCents,
    hash: String(event.metadata.hash ?? ''),
  };
}

/**
 * A player's ledger from their wallet stream read forwards: the wallet's own evolve folds every event, and each
 * event that moves money (balanceMovement, the function the wallet and the read models use) is one line with the
 * running balances after it. The audit command line's statement and the Audit page's ledger both come from here.
 */
export function statementLines(events: readonly LedgerEvent[]): StatementLine[] {
  let state = walletDecider.initialState;
  const lines: StatementLine[] = [];
  for (const event of events) {
    const after = evolveWallet(state, event as unknown as WalletEvent);
    const line = lineOf(event, state, after);
    state = after;
    if (line) lines.push(line);
  }
  return lines;
}
