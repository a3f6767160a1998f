import { afterEach, describe, expect, it } from 'vitest';
import type { OddsProvider } from '@sb/platform';
import { allProjections, casinoProjection, type Projection } from '@sb/projectors';
import { startTestStack, type TestStack } from '../testing/test-stack.js';
import { approvedPlayer, signInAdmin } from '../testing/accounts-fixtures.js';
import { inDays, listGame, market } from '../testing/catalogue-fixtures.js';

let stack: TestStack | undefined;
afterEach(async () => {
  await stack?.stop();
  stack = undefined;
});

const probe = async (path: string) => (stack as TestStack).client().get(path);
const caughtUp = async (running: TestStack) =>
  expect(await running.runner.progress.waitFor(await running.ports.eventStore.headPosition(), 5000)).toBe(true);

/** A read model that holds the event it is given until the spec opens the gate: a projector that hangs. */
const hangingReadModel = () => {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let hanging = false;
  const projection: Projection = {
    name: 'hanging',
    collections: [],
    setup: async () => undefined,
    apply: async () => (hanging ? gate : undefined),
  };
  return { projection, hang: () => (hanging = true), open: () => open() };
};

const brokenCasino: Projection = {
  ...casinoProjection,
  async apply(event, store) {
    if (event.type === 'CasinoRoundStarted') throw new Error('casino cannot read this round');
    await casinoProjection.apply(event, store);
  },
};

describe('health probes', () => {
  it('live answers that the process runs; ready checks the stores, lag, parked read models and the feed', async () => {
    stack = await startTestStack();
    await caughtUp(stack);
    const live = await probe('/api/health/live');
    expect(live.status).toBe(200);
    expect(live.headers.get('content-type')).toBe('application/json');
    expect(live.body).toMatchObject({ status: 'live', version: expect.any(String) });

    const ready = await probe('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({
      status: 'ready',
      checks: {
        stores: { ok: true },
        parked: { ok: true, parked: [] },
        projectionLag: { ok: true, maxLag: 1000, lags: expect.objectContaining({ bets: 0, users: 0 }) },
        oddsFeed: { ok: true, consecutiveFailures: 0, maxFailures: 3 },
      },
    });

    // The web apps' /api/health keeps its answer.
    const health = await probe('/api/health');
    expect(health.status).toBe(200);
    expect(Object.keys(health.body).sort()).toEqual(
      ['logPosition', 'projectionLag', 'projectionPosition', 'status', 'version'].sort(),
    );
  });

  it('ready answers 503 while the read models lag beyond READY_MAX_PROJECTION_LAG, 200 once they caught up', async () => {
    stack = await startTestStack({ READY_MAX_PROJECTION_LAG: '1' });
    await caughtUp(stack);
    expect((await probe('/api/health/ready')).status).toBe(200);

    // The projectors stop (as a crashed projector process would) while the log grows (a game and its odds).
    await stack.runner.stop();
    await listGame(stack.ports.eventStore, { gameId: 'lagging', scheduledAt: inDays(1) }, [
      market('moneyline', { homeOdds: -150, awayOdds: 130 }),
    ]);
    const lagging = await probe('/api/health/ready');
    expect(lagging.status).toBe(503);
    expect(lagging.headers.get('content-type')).toBe('application/json');
    expect(lagging.body).toMatchObject({
      status: 'not ready',
      checks: { stores: { ok: true }, parked: { ok: true }, projectionLag: { ok: false, maxLag: 1 } },
    });
    expect(lagging.body.checks.projectionLag.lags.bets).toBeGreaterThan(1);
    expect(lagging.body.error).toMatch(/^projectionLag: .*bets \d+ behind \(max 1\)/);

    await stack.runner.start();
    await caughtUp(stack);
    expect((await probe('/api/health/ready')).status).toBe(200);
  });

  it('ready answers 503 within its time limit while a hung projector holds the read store', async () => {
    const hanging = hangingReadModel();
    stack = await startTestStack({}, { projections: [...allProjections, hanging.projection] });
    await caughtUp(stack);
    hanging.hang();
    await listGame(stack.ports.eventStore, { gameId: 'hung', scheduledAt: inDays(1) }, [
      market('moneyline', { homeOdds: -150, awayOdds: 130 }),
    ]);
    const ready = await probe('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.checks.stores).toEqual({ ok: false, error: 'no answer within 2000 ms' });
    expect((await probe('/api/health/live')).status).toBe(200);
    hanging.open();
    await caughtUp(stack);
    expect((await probe('/api/health/ready')).status).toBe(200);
  });

  it('ready answers 503 while a read model is parked', async () => {
    stack = await startTestStack(
      {},
      { projections: allProjections.map((p) => (p === casinoProjection ? brokenCasino : p)) },
    );
    const { player } = await approvedPlayer(stack, await signInAdmin(stack), 'Parked');
    expect((await player.post('/api/casino/roulette/spin', { bet: 5, betType: 'red' })).status).toBe(200);
    await caughtUp(stack);
    const ready = await probe('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({
      status: 'not ready',
      error: 'parked: parked: casino',
      checks: { parked: { ok: false, parked: ['casino'] }, projectionLag: { ok: true } },
    });
    expect((await probe('/api/health/live')).status).toBe(200);
  });

  it('ready answers 503 once the feed failed more than READY_MAX_FEED_FAILURES refreshes in a row', async () => {
    let failing = true;
    const flaky: OddsProvider = {
      name: 'flaky',
      fetchGames: async () =>
        failing
          ? { ok: false, reason: 'provider down' }
          : { ok: true, value: { fetchedAt: new Date(0).toISOString(), games: [] } },
      fetchPlayerProps: async () => ({ ok: false, reason: 'provider down' }),
    };
    stack = await startTestStack({ READY_MAX_FEED_FAILURES: '1' }, { oddsProvider: flaky });
    const admin = await signInAdmin(stack);
    const refresh = () => admin.post('/api/admin/refresh-game-props');
    await refresh();
    expect((await probe('/api/health/ready')).body.checks.oddsFeed).toMatchObject({ ok: true, consecutiveFailures: 1 });
    await refresh();
    const ready = await probe('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.checks.oddsFeed).toMatchObject({ ok: false, consecutiveFailures: 2, maxFailures: 1 });
    expect(ready.body.error).toBe('oddsFeed: 2 refreshes failed in a row (max 1)');

    failing = false;
    expect((await refresh()).status).toBe(200);
    const recovered = await probe('/api/health/ready');
    expect(recovered.status).toBe(200);
    expect(recovered.body.checks.oddsFeed).toMatchObject({ ok: true, consecutiveFailures: 0 });
  });
});
