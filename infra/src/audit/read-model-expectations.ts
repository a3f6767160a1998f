import { betIdsOf, betOf as walletBet, walletStreamId } from '@sb/domain';
import type { Expectation } from './compare-collection.js';
import type { LogAudit } from './audit-log.js';
import type { WalletAudit } from './wallet-audit.js';

/** The fields of each read model the log decides, compared in this order (compare-read-models.ts). */
export const USER_FIELDS = ['cashCents', 'freePlayCents'] as const;
export const BET_FIELDS = ['userId', 'status', 'stakeCents', 'payoutCents', 'credited'] as const;
export const ROUND_FIELDS = ['userId', 'status', 'stakeCents', 'payoutCents', 'outcome', 'serverSeed'] as const;

type FieldsOf<Names extends readonly string[]> = Record<Names[number], unknown>;

const lastRevision = (wallet: WalletAudit | undefined) => (wallet ? wallet.cursor.nextRevision - 1 : null);

/**
 * What the users, bets and casino_rounds read models must hold according to the log: documents of live users
 * only (a deleted user's documents are dropped), balances from the wallet's fold, each bet's status and payout,
 * each round's status, stakes, payout, outcome, and its server seed once revealed (null before).
 */
export const readModelExpectations = (audit: LogAudit) => {
  const isLiveWallet = (userId: string) => {
    const user = audit.users.users.get(userId);
    return !(user?.exists && user.deleted) && !audit.wallets.get(userId)?.state.closed;
  };

  const user = (userId: string): Expectation | undefined => {
    if (!audit.users.isLive(userId) || !isLiveWallet(userId)) return undefined;
    const wallet = audit.wallets.get(userId);
    const fields: FieldsOf<typeof USER_FIELDS> = {
      cashCents: wallet?.state.cashCents ?? 0,
      freePlayCents: wallet?.state.freePlayCents ?? 0,
    };
    return { stream: walletStreamId(userId), revision: lastRevision(wallet), fields };
  };

  const betOf = (wallet: WalletAudit, betId: string): Expectation | undefined => {
    const bet = walletBet(wallet.state.bets, betId);
    if (!bet || !isLiveWallet(wallet.userId)) return undefined;
    const fields: FieldsOf<typeof BET_FIELDS> = {
      userId: wallet.userId,
      status: bet.settlement?.outcome ?? 'pending',
      stakeCents: bet.stakeCents,
      payoutCents: bet.settlement?.payoutCents ?? null,
      credited: bet.settlement?.credited ?? null,
    };
    return { stream: walletStreamId(wallet.userId), revision: lastRevision(wallet), fields };
  };

  const round = (roundId: string): Expectation | undefined => {
    const audited = audit.roundBook.rounds.get(roundId);
    if (!audited || !isLiveWallet(audited.userId)) return undefined;
    const { userId, status, stakeCents, payoutCents, outcome, serverSeedHash } = audited;
    const serverSeed = audit.roundBook.revealedSeeds.get(serverSeedHash) ?? null;
    const fields: FieldsOf<typeof ROUND_FIELDS> = { userId, status, stakeCents, payoutCents, outcome, serverSeed };
    return { stream: walletStreamId(userId), revision: lastRevision(audit.wallets.get(userId)), fields };
  };

  return {
    user,
    /** Every user the log expects a document for, but those in `seen` (documents found already). */
    *everyUser(seen: ReadonlySet<unknown>): Iterable<[string, Expectation]> {
      for (const userId of audit.users.users.keys()) {
        if (seen.has(userId)) continue;
        const expected = user(userId);
        if (expected) yield [userId, expected];
      }
    },
    bet(betId: string, userId: unknown): Expectation | undefined {
      const wallet = typeof userId === 'string' ? audit.wallets.get(userId) : undefined;
      return wallet && betOf(wallet, betId);
    },
    *everyBet(seen: ReadonlySet<unknown>): Iterable<[string, Expectation]> {
      for (const wallet of audit.wallets.values())
        for (const betId of betIdsOf(wallet.state.bets)) {
          if (seen.has(betId)) continue;
          const expected = betOf(wallet, betId);
          if (expected) yield [betId, expected];
        }
    },
    round,
    *everyRound(seen: ReadonlySet<unknown>): Iterable<[string, Expectation]> {
      for (const roundId of audit.roundBook.rounds.keys()) {
        if (seen.has(roundId)) continue;
        const expected = round(roundId);
        if (expected) yield [roundId, expected];
      }
    },
  };
};
