import {
  balanceMovement,
  evolveWallet,
  usernameStreamId,
  walletDecider,
  walletStreamId,
  type UsernameEvent,
  type WalletEvent,
  type WalletState,
} from '@sb/domain';
import { verifyChain, type ChainVerdict, type EventStore, type RecordedEvent } from '@sb/platform';

/** One money movement of a player's ledger, in cents, with the balances after it. */
export type StatementLine = {
  at: string;
  revision: number;
  kind: string;
  /** The bet or the round the movement belongs to (empty for adjustments and credits). */
  reference: string;
  amountCents: number;
  cashMovedCents: number;
  freePlayMovedCents: number;
  cashCents: number;
  freePlayCents: number;
  hash: string;
};

export type Statement = {
  username: string;
  userId: string;
  chain: ChainVerdict;
  lines: StatementLine[];
};

export type DateRange = { from?: string; to?: string };

/** `--to 2026-11-22` means the whole day: a date without a time ends at the next midnight (UTC). */
const endOf = (to: string) => (/^\d{4}-\d{2}-\d{2}$/.test(to) ? new Date(Date.parse(to) + 86_400_000) : new Date(to));

export const inRange = (at: string, { from, to }: DateRange) => {
  const time = Date.parse(at);
  return (from === undefined || time >= Date.parse(from)) && (to === undefined || time < endOf(to).getTime());
};

/** The user who last reserved this username (a deleted player's ledger stays readable). */
async function userIdOf(store: EventStore, username: string): Promise<string | null> {
  const events = (await store.readStream(usernameStreamId(username))) as unknown as UsernameEvent[];
  const reserved = events.filter((event) => event.type === 'UsernameReserved');
  return reserved[reserved.length - 1]?.data.userId ?? null;
}

const referenceOf = (event: WalletEvent) => {
  const data = event.data as { betId?: string; roundId?: string };
  return data.betId ?? data.roundId ?? '';
};

/** The movement of one event; WalletClosed zeroes both balances (the wallet's own fold says by how much). */
function lineOf(event: RecordedEvent, before: WalletState, after: WalletState): StatementLine | null {
  const wallet = event as unknown as WalletEvent;
  const moved =
    wallet.type === 'WalletClosed'
      ? { cashCents: after.cashCents - before.cashCents, freePlayCents: after.freePlayCents - before.freePlayCents }
      : balanceMovement(wallet);
  if (moved.cashCents === 0 && moved.freePlayCents === 0 && wallet.type !== 'WalletClosed') return null;
  return {
    at: event.metadata.at,
    revision: event.revision,
    kind: event.type,
    reference: referenceOf(wallet),
    amountCents: moved.cashCents + moved.freePlayCents,
    cashMovedCents: moved.cashCents,
    freePlayMovedCents: moved.freePlayCents,
    cashCents: after.cashCents,
    freePlayCents: after.freePlayCents,
    hash: String(event.metadata.hash ?? ''),
  };
}

/**
 * A player's ledger from the log alone: the wallet stream folded with the wallet's own evolve, one line per event
 * that moves money (balanceMovement, the function the wallet and the read models use), the running balances from
 * the first event whatever the date range, and the stream's hash chain checked with verifyChain.
 */
export async function statementOf(store: EventStore, username: string, range: DateRange = {}): Promise<Statement> {
  const userId = await userIdOf(store, username);
  if (userId === null) throw new Error(`No player named "${username}" in the log`);
  const events = await store.readStream(walletStreamId(userId));
  let state = walletDecider.initialState;
  const lines: StatementLine[] = [];
  for (const event of events) {
    const after = evolveWallet(state, event as unknown as WalletEvent);
    const line = lineOf(event, state, after);
    state = after;
    if (line && inRange(line.at, range)) lines.push(line);
  }
  return { username, userId, chain: verifyChain(events), lines };
}
