import type { CasinoGame, WalletEvent } from '@sb/domain';
import type { RecordedEvent } from '@sb/platform';
import { splitStreamId } from '@sb/projectors';
import { noCounts, type AuditCounts } from './audit-counts.js';
import { createGameBook } from './game-book.js';
import type { Mismatch } from './mismatch.js';
import { countsShared, ownedBy, WHOLE_LOG, type Partition } from './partition.js';
import { createRoundBook } from './round-book.js';
import type { AdminDecision } from './settlement-check.js';
import { createUserBook } from './user-book.js';
import type { VisitEvent, WantsStream } from './log-reader.js';
import type { StoredJson } from './stream-chain.js';
import { auditWalletEvent, startWalletAudit, type WalletAudit } from './wallet-audit.js';

/** At most this many mismatches and admin decisions are kept for the report (all are counted). */
export const KEPT_IN_REPORT = 10_000;

export type LogAudit = ReturnType<typeof createLogAudit>;

const ROUND_EVENTS = new Set(['CasinoRoundStarted', 'CasinoRoundActed', 'CasinoRoundEnded']);

function count(counts: AuditCounts, event: RecordedEvent) {
  const data = event.data as Record<string, unknown>;
  switch (event.type) {
    case 'BetPlaced':
      counts.bets += 1;
      break;
    case 'BetSettled':
      counts.betsSettled += 1;
      if (data.legs !== null) counts.betsSettledBySystem += 1;
      break;
    case 'CasinoRoundStarted':
      counts.rounds += 1;
      break;
    case 'CasinoRoundEnded':
      counts.roundsEnded += 1;
      break;
    case 'CasinoSeedsRotated':
      counts.roundsRevealed += (data.revealed as { nonce: number }).nonce;
      break;
  }
}

/**
 * The log folded by the audit: every wallet stream checked event by event (wallet-audit.ts), users and games
 * folded with their own domain code, rounds kept for the read-model comparison. With a partition, only the players
 * it owns (their `user-` and `wallet-` streams) are folded and counted; every partition folds the games.
 */
export function createLogAudit(partition: Partition = WHOLE_LOG) {
  const owns = ownedBy(partition);
  const shared = countsShared(partition);
  const wallets = new Map<string, WalletAudit>();
  const users = createUserBook();
  const games = createGameBook();
  const roundBook = createRoundBook();
  const streams = new Set<string>();
  const counts = noCounts();
  const mismatches: Mismatch[] = [];
  const adminDecisions: AdminDecision[] = [];
  let mismatchCount = 0;

  const report = (found: readonly Mismatch[]) => {
    mismatchCount += found.length;
    for (const mismatch of found) if (mismatches.length < KEPT_IN_REPORT) mismatches.push(mismatch);
  };

  const onWallet = (userId: string, event: RecordedEvent, stored: StoredJson | undefined) => {
    let audit = wallets.get(userId);
    if (!audit) wallets.set(userId, (audit = startWalletAudit(userId)));
    const findings = auditWalletEvent(audit, event, games, stored);
    report(findings.mismatches);
    if (findings.adminDecision) {
      counts.adminOutcomes += 1;
      if (adminDecisions.length < KEPT_IN_REPORT) adminDecisions.push(findings.adminDecision);
    }
    count(counts, event);
    counts.walletEvents += 1;
    if (ROUND_EVENTS.has(event.type)) {
      const { game, roundId } = event.data as { game: CasinoGame; roundId: string };
      roundBook.afterRoundEvent(userId, audit.state, game, roundId);
    }
    if (event.type === 'CasinoSeedsRotated') {
      const { revealed } = (event as unknown as WalletEvent & { type: 'CasinoSeedsRotated' }).data;
      roundBook.reveal(revealed.serverSeedHash, revealed.serverSeed);
    }
  };

  /**
   * The streams this share looks at: every game's, its own players', and what no player owns if it counts that
   * (undefined for the whole log, which looks at everything). visit passes over the others all the same.
   */
  const wants: WantsStream | undefined =
    partition.count === 1
      ? undefined
      : (streamId) => {
          const [category, id] = splitStreamId(streamId);
          if (category === 'game') return true;
          return category === 'wallet' || category === 'user' ? owns(id) : shared;
        };

  /**
   * One event of the log, by its stream: a game's is folded (every share judges settlements against the games),
   * an owned player's is checked, what no player owns is only counted (by the share that counts it), and another
   * share's player is passed over without parsing the event.
   */
  const visit: VisitEvent = (streamId, parse, storedData, storedMetadata) => {
    const [category, id] = splitStreamId(streamId);
    const players = category === 'wallet' || category === 'user';
    const event = category === 'game' || (players && owns(id)) ? parse() : undefined;
    if (category === 'game' && event) games.apply(id, event);
    if (players ? !event : !shared) return;
    counts.events += 1;
    streams.add(streamId);
    if (!event) return;
    if (category === 'wallet') {
      const stored =
        storedData !== undefined && storedMetadata !== undefined
          ? { data: storedData, metadata: storedMetadata }
          : undefined;
      onWallet(id, event, stored);
    } else if (category === 'user') users.apply(id, event);
  };

  return {
    wallets,
    users,
    games,
    roundBook,
    counts,
    mismatches,
    adminDecisions,
    report,
    get mismatchCount() {
      return mismatchCount;
    },
    owns,
    wants,
    visit,
    finish() {
      counts.streams = streams.size;
      counts.walletStreams = wallets.size;
      let hashedAsStored = 0;
      for (const wallet of wallets.values()) hashedAsStored += wallet.cursor.hashedAsStored;
      counts.walletEventsHashedAsStored = hashedAsStored;
      counts.games = shared ? games.size : 0;
      counts.players = [...users.users.values()].filter((user) => user.exists && user.role === 'player').length;
    },
  };
}
