import { ZOddsQuotaAnswer } from '@sb/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { signInAdmin } from '../testing/accounts-fixtures.js';
import { answerAs } from '../testing/contract-answer.js';
import { recordingsMissingReason, startOddsApiReplay, type OddsApiReplay } from '../testing/odds-api-replay.js';
import { startTestStack, type TestStack } from '../testing/test-stack.js';

const missing = recordingsMissingReason();
if (missing) console.warn(missing);

const replays: OddsApiReplay[] = [];
const stacks: TestStack[] = [];
afterEach(async () => {
  await Promise.all(stacks.splice(0).map((stack) => stack.stop()));
  await Promise.all(replays.splice(0).map((replay) => replay.close()));
});
const start = async (env: NodeJS.ProcessEnv) => {
  const stack = await startTestStack(env);
  stacks.push(stack);
  return stack;
};

/** What an admin sees of a refreshed slate, without the instants (each stack maps FEED_EPOCH onto its own start). */
const refreshedSlate = async (stack: TestStack) => {
  const admin = await signInAdmin(stack);
  const games = await admin.post('/api/admin/refresh-game-props');
  const props = await admin.post('/api/admin/refresh-player-props');
  const { durationSeconds: _g, ...gameStats } = games.body.stats;
  const { durationSeconds: _p, ...propStats } = props.body.stats;
  const events = (await admin.get('/api/events')).body as { id: string; status: string; homeTeam: string }[];
  return { gameStats, propStats, events: events.map(({ id, status, homeTeam }) => ({ id, status, homeTeam })) };
};

describe("the odds feed in its worker thread (the stack's default)", () => {
  it('gives the admin the same refresh and slate as the feed in the process for a FEED_SEED', async () => {
    const [inWorker, inProcess] = await Promise.all([
      start({ FEED_SEED: 'worker-or-not' }),
      start({ FEED_SEED: 'worker-or-not', ODDS_FEED_WORKER: 'false' }),
    ]);
    const [there, here] = [await refreshedSlate(inWorker), await refreshedSlate(inProcess)];
    expect(there.propStats.totalProps).toBeGreaterThan(1000);
    expect(there).toEqual(here);
  });

  it.skipIf(missing !== undefined)(
    'asks The Odds API from the worker and records its quota for the admin (recordings replayed)',
    async () => {
      const replay = await startOddsApiReplay({ now: Date.now(), clock: () => Date.now() });
      replays.push(replay);
      const stack = await start({
        ODDS_API_KEY: 'worker-replay',
        ODDS_API_BASE_URL: replay.baseUrl,
        ODDS_API_SPORTS: 'NFL,MLB,NBA',
        ODDS_API_DAILY_BUDGET: '500',
      });
      const admin = await signInAdmin(stack);
      const refreshed = await admin.post('/api/admin/refresh-game-props');
      expect(refreshed.body).toMatchObject({ success: true, stats: { eventsWithOdds: expect.any(Number) } });
      expect(refreshed.body.stats.eventsWithOdds).toBeGreaterThan(0);
      expect(replay.used()).toBeGreaterThan(0);
      const answered = await admin.get(`/api/admin/odds-refresh/quota`);
      expect(answerAs(ZOddsQuotaAnswer, answered).quota).toMatchObject({
        provider: 'the-odds-api',
        used: replay.used(),
      });
    },
  );
});
