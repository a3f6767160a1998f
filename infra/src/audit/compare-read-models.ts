import type { ReadStore } from '@sb/platform';
import { BETS, CASINO_ROUNDS, USERS } from '@sb/projectors';
import type { LogAudit } from './audit-log.js';
import { compareCollection, type CollectionComparison } from './compare-collection.js';
import { BET_FIELDS, readModelExpectations, ROUND_FIELDS, USER_FIELDS } from './read-model-expectations.js';
import { storeRows, type DocumentOwner, type ReadModelRows } from './read-model-rows.js';

/**
 * The users, bets and casino_rounds read models against the audited log (the documents of the players this audit
 * owns). Read only: a read model that disagrees is reported, never repaired (a repair is a rebuild). `rows` reads
 * the documents' compared fields (SQLite's own reader from openAuditPorts; the store's pages by default).
 */
export async function compareReadModels(
  store: ReadStore,
  audit: LogAudit,
  upTo: number,
  rows: ReadModelRows = storeRows(store),
): Promise<CollectionComparison[]> {
  const expected = readModelExpectations(audit);
  // A worker's share (audit.wants) compares its own players' documents; the whole log compares every one.
  const owner = (field: DocumentOwner['field']) => (audit.wants ? { field, owns: audit.owns } : undefined);
  return [
    await compareCollection(rows, upTo, {
      collection: USERS,
      fields: USER_FIELDS,
      expectationOf: (row) => expected.user(String(row.id)),
      everyExpected: (seen) => expected.everyUser(seen),
      owner: owner('id'),
    }),
    await compareCollection(rows, upTo, {
      collection: BETS,
      fields: BET_FIELDS,
      expectationOf: (row) => expected.bet(String(row.id), row.userId),
      everyExpected: (seen) => expected.everyBet(seen),
      owner: owner('userId'),
    }),
    await compareCollection(rows, upTo, {
      collection: CASINO_ROUNDS,
      fields: ROUND_FIELDS,
      expectationOf: (row) => expected.round(String(row.id)),
      everyExpected: (seen) => expected.everyRound(seen),
      owner: owner('userId'),
    }),
  ];
}
