import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe } from 'vitest';
import { describeReadStoreContract } from '../read-store.contract.js';
import { openMongoReadStore } from './open-mongo-read-store.js';

const url = process.env.MONGO_URL;

// Without MONGO_URL the whole suite is reported as skipped, never silently passed.
describe.skipIf(!url)('MongoDB read store (MONGO_URL)', () => {
  const run = `${Date.now()}_${process.pid}`;
  const databases: string[] = [];
  let admin: MongoClient;
  beforeAll(async () => {
    admin = await new MongoClient(url ?? '').connect();
  });
  afterAll(async () => {
    for (const name of databases) await admin.db(name).dropDatabase();
    await admin.close();
  });

  describeReadStoreContract('mongodb', async () => {
    const dbName = `read_store_contract_${run}_${databases.length}`;
    databases.push(dbName);
    return openMongoReadStore({ url: url ?? '', dbName });
  });
});
