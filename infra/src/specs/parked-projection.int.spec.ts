import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteReadStore, type ReadStore } from '@sb/platform';
import { allProjections, casinoProjection, rebuildProjections, type Projection } from '@sb/projectors';
import { restartTestStack, startTestStack, type TestStack } from '../testing/test-stack.js';
import { approvedPlayer, signInAdmin } from '../testing/accounts-fixtures.js';
import { cashShown, foldedWallet } from '../testing/casino-fixtures.js';

/** The casino read model with a bug: it cannot apply a round's start. */
const brokenCasino: Projection = {
  ...casinoProjection,
  async apply(event, store) {
    if (event.type === 'CasinoRoundStarted') throw new Error('casino cannot read this round');
    await casinoProjection.apply(event, store);
  },
};
const withBrokenCasino = allProjections.map((projection) =>
  projection === casinoProjection ? brokenCasino : projection,
);

const documents = async (store: ReadStore) => {
  const all: Record<string, unknown[]> = {};
  for (const projection of allProjections) {
    for (const name of projection.collections) all[name] = await store.collection(name).find({}, { sort: { id: 1 } });
  }
  return all;
};

let stack: TestStack;
afterAll(() => stack.stop());

describe('a read model that throws on an event', () => {
  it('parks alone at that event, health says so, and a restart with the fix resumes from it', async () => {
    stack = await startTestStack({}, { projections: withBrokenCasino });
    const admin = await signInAdmin(stack);
    const { player, userId } = await approvedPlayer(stack, admin, 'Parker');
    const before = await cashShown(player);

    const spin = await player.post('/api/casino/roulette/spin', { bet: 10, betType: 'red' });
    expect(spin.status).toBe(200);
    const spinPosition = Number(spin.headers.get('x-log-position'));
    // The users read model applied the round: the balance (read with X-Min-Position) is the wallet's fold.
    const folded = await foldedWallet(stack, userId);
    expect(await cashShown(player)).toBe(folded.cashCents);
    expect(folded.cashCents).not.toBe(before);

    const health = await stack.client().get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body.error).toMatch(/read model parked: casino at position \d+ \(CasinoRoundStarted on wallet-/);
    const roundStart = (await stack.ports.eventStore.readStream(`wallet-${userId}`)).find(
      (event) => event.type === 'CasinoRoundStarted',
    );
    expect(health.body.parked).toEqual([
      expect.objectContaining({
        projection: 'casino',
        position: roundStart!.position,
        streamId: `wallet-${userId}`,
        error: 'casino cannot read this round',
      }),
    ]);
    expect(health.body.projectionPosition).toBeGreaterThanOrEqual(spinPosition);

    // More play: the others go on, the casino read model stays where it stopped.
    expect((await player.post('/api/casino/roulette/spin', { bet: 5, betType: 'black' })).status).toBe(200);
    expect(await cashShown(player)).toBe((await foldedWallet(stack, userId)).cashCents);
    expect((await stack.client().get('/api/health')).body.parked[0].position).toBe(roundStart!.position);

    stack = await restartTestStack(stack);
    const head = await stack.ports.eventStore.headPosition();
    expect(await stack.runner.progress.waitFor(head, 10_000)).toBe(true);
    const healed = await stack.client().get('/api/health');
    expect(healed.status).toBe(200);
    expect(healed.body).toMatchObject({ status: 'ok', projectionLag: 0 });

    const clean = openSqliteReadStore({ path: ':memory:' });
    await rebuildProjections({
      eventStore: stack.ports.eventStore,
      readStore: clean,
      projections: allProjections,
      toHead: true,
    });
    expect(await documents(stack.ports.readStore)).toEqual(await documents(clean));
    await clean.close();
  });
});
