import { afterAll, describe, expect, it } from 'vitest';
import { createLogger, openSqliteEventStore, openSqliteReadStore } from '@sb/platform';
import { clearParked, recordParked } from '@sb/projectors';
import { readProductionConfig } from './production-config.js';
import { startQueryApiService } from './query-api-service.js';

const readStore = openSqliteReadStore({ path: ':memory:' });
const eventLog = openSqliteEventStore({ path: ':memory:' });
const env = {
  SESSION_SECRET: 'parked-health-spec-secret-0123456789',
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'error',
};
afterAll(async () => {
  await readStore.close();
  await eventLog.close();
});

describe('the query API service health with a parked read model', () => {
  it('answers 503 naming the read model, and 200 again once the park is cleared', async () => {
    const service = await startQueryApiService({
      config: readProductionConfig(env, 'query-api'),
      readStore,
      eventLog,
      logger: createLogger({ level: 'error' }),
    });
    try {
      expect((await fetch(`${service.url}/health`)).status).toBe(200);
      await recordParked(readStore, {
        id: 'bets',
        projection: 'bets',
        position: 42,
        streamId: 'wallet-u1',
        type: 'BetPlaced',
        error: 'boom',
        parkedAt: new Date().toISOString(),
      });
      const parked = await fetch(`${service.url}/health`);
      expect(parked.status).toBe(503);
      expect(((await parked.json()) as { error: string }).error).toBe(
        'Error: read model parked: bets at position 42 (BetPlaced on wallet-u1): boom',
      );
      await clearParked(readStore, 'bets');
      expect((await fetch(`${service.url}/health`)).status).toBe(200);
    } finally {
      await service.stop();
    }
  });
});
