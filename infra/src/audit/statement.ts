import { statementLines, usernameStreamId, walletStreamId, type StatementLine, type UsernameEvent } from '@sb/domain';
import { verifyChain, type ChainVerdict, type EventStore } from '@sb/platform';

export type { StatementLine };

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

/**
 * A player's ledger from the log alone: statementLines (the Audit page's ledger too) over the wallet stream, the
 * running balances from the first event whatever the date range, and the stream's hash chain checked.
 */
export async function statementOf(store: EventStore, username: string, range: DateRange = {}): Promise<Statement> {
  const userId = await userIdOf(store, username);
  if (userId === null) throw new Error(`No player named "${username}" in the log`);
  const events = await store.readStream(walletStreamId(userId));
  const lines = statementLines(events).filter((line) => inRange(line.at, range));
  return { username, userId, chain: verifyChain(events), lines };
}
