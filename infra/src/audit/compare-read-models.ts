import type { Document, ReadStore, Stored } from '@sb/platform';
import { BETS, CASINO_ROUNDS, USERS } from '@sb/projectors';
import type { LogAudit } from './audit-log.js';
import { compareCollection, type CollectionComparison } from './compare-collection.js';
import { compareWalletLedger } from './compare-wallet-ledger.js';
import { readModelExpectations } from './read-model-expectations.js';

/**
 * The users, bets, casino_rounds and wallet_ledger read models against the audited log (the documents of the players this audit
 * owns). Read only: a read model that disagrees is reported, never repaired (a repair is a rebuild).
 */
export async function compareReadModels(
  store: ReadStore,
  audit: LogAudit,
  upTo: number,
): Promise<CollectionComparison[]> {
  const expected = readModelExpectations(audit);
  const ownUser = (doc: Stored<Document>) => audit.owns(doc.id);
  const ownedByUserId = (doc: Stored<Document>) => audit.owns(String(doc.userId));
  return [
    await compareCollection(
      store,
      USERS,
      upTo,
      (doc) => expected.user(doc.id),
      () => expected.everyUser(),
      ownUser,
    ),
    await compareCollection(
      store,
      BETS,
      upTo,
      (doc) => expected.bet(doc.id, doc.userId),
      () => expected.everyBet(),
      ownedByUserId,
    ),
    await compareCollection(
      store,
      CASINO_ROUNDS,
      upTo,
      (doc) => expected.round(doc.id),
      () => expected.everyRound(),
      ownedByUserId,
    ),
    await compareWalletLedger(store, audit, upTo),
  ];
}
