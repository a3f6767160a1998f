import { ZOddsQuotaAnswer } from '@sb/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createTheOddsApiProvider, silentFeedLogger, type OddsProvider } from '@sb/platform';
import { approvedPlayer, signInAdmin } from '../testing/accounts-fixtures.js';
import { answerAs } from '../testing/contract-answer.js';
import { recordingsMissingReason, startOddsApiReplay, type OddsApiReplay } from '../testing/odds-api-replay.js';
import { startTestStack, type TestStack } from '../testing/test-stack.js';
import { testFeedEpoch } from '../testing/test-world.js';

const missing = recordingsMissingReason();
if (missing) console.warn(missing);

const NOW = Date.parse(testFeedEpoch());
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const replays: OddsApiReplay[] = [];
const stacks: TestStack[] = [];
afterEach(async () => {
  await Promise.all(stacks.splice(0).map((stack) => stack.stop()));
  await Promise.all(replays.splice(0).map((replay) => replay.close()));
});

/** The recorded slate (NFL, MLB, NBA) on a clock the spec moves, as the feed's schedule would ask it. */
const recordedSlate = async (dailyBudget: number) => {
  let now = NOW;
  const replay = await startOddsApiReplay({ now: NOW, clock: () => now });
  replays.push(replay);
  const provider: OddsProvider = createTheOddsApiProvider({
    apiKey: 'replay',
    baseUrl: replay.baseUrl,
    sports: ['NFL', 'MLB', 'NBA'],
    clock: () => now,
    logger: silentFeedLogger,
    dailyBudget,
  });
  return { replay, provider, at: (ms: number) => (now = ms) };
};

const startOf = (replay: OddsApiReplay) => {
  const starts = new Map(
    replay.files.flatMap((file) => file.events.map((event) => [event.id, Date.parse(event.commence_time)] as const)),
  );
  return (eventId: string) => starts.get(eventId) ?? Number.NaN;
};

describe.skipIf(missing !== undefined)('The Odds API refresh plan on the recorded slate', () => {
  it('a day of scheduled refreshes every minute stays within a budget of 500 requests', async () => {
    const { replay, provider, at } = await recordedSlate(500);
    const failures: string[] = [];
    for (let now = NOW; now < NOW + 24 * HOUR; now += MINUTE) {
      at(now);
      const games = await provider.fetchGames({ trigger: 'schedule' });
      if (!games.ok) failures.push(games.reason);
      const props = await provider.fetchPlayerProps({ trigger: 'schedule' });
      if (!props.ok) failures.push(props.reason);
    }
    expect(failures).toEqual([]);
    // What the provider charged (its x-requests-last of every answer) over the whole day.
    expect(replay.used()).toBeLessThanOrEqual(500);
    expect(provider.quota?.()).toMatchObject({ dailyBudget: 500, used: replay.used() });

    const odds = (league: string) =>
      replay.requests.filter((r) => r.pathname === `/v4/sports/${league}/odds`).map((r) => r.at);
    // The live leagues' main markets are asked far more often than the NFL's, whose games are a day and more away.
    expect(odds('basketball_nba').length).toBeGreaterThan(3 * odds('americanfootball_nfl').length);
    expect(odds('baseball_mlb').length).toBeGreaterThan(3 * odds('americanfootball_nfl').length);
    expect(odds('americanfootball_nfl').length).toBeGreaterThanOrEqual(2);
    // ... and never left more than an hour old while games are live.
    const gaps = (times: number[]) => times.slice(1).map((time, index) => time - (times[index] ?? time));
    expect(Math.max(...gaps(odds('basketball_nba')))).toBeLessThanOrEqual(HOUR);

    // Per-game calls (period markets, team totals, props) only for games about to start, never for far ones.
    const starts = startOf(replay);
    const perGame = replay.requests.filter((r) => /\/events\/[0-9a-f]+\/odds$/.test(r.pathname));
    expect(perGame.length).toBeGreaterThan(0);
    for (const request of perGame) {
      const start = starts(request.pathname.split('/')[5] ?? '');
      expect(start).toBeGreaterThan(request.at);
      expect(start).toBeLessThanOrEqual(request.at + 6 * HOUR);
    }
    const propCalls = perGame.filter((r) => r.params.markets?.includes('player_points'));
    expect(new Set(propCalls.map((r) => r.pathname.split('/')[5])).size).toBeGreaterThanOrEqual(2);
  }, 120_000);

  it("skips an admin's refresh that would pass the budget, with the reason, and asks the provider nothing", async () => {
    const { replay, provider } = await recordedSlate(10);
    const result = await provider.fetchGames();
    expect(result).toEqual({
      ok: false,
      reason:
        'Refresh skipped: it needs about 15 requests of The Odds API and only 10 of the daily budget of 10 (ODDS_API_DAILY_BUDGET) are left for the next 24 hours',
    });
    expect(replay.requests).toEqual([]);
    expect(provider.quota?.().skipped[0]?.message).toContain('Refresh skipped');
  });

  it('shows the admin the quota the provider reported, the budget spent and the plan; a refresh over it is skipped', async () => {
    const { replay, provider } = await recordedSlate(20);
    const stack = await startTestStack({}, { oddsProvider: provider });
    stacks.push(stack);
    const admin = await signInAdmin(stack);
    const none = await admin.get('/api/admin/odds-refresh/quota');
    expect(answerAs(ZOddsQuotaAnswer, none)).toEqual({ quota: null });

    expect((await admin.post('/api/admin/refresh-game-props')).body.success).toBe(true);
    const answered = await admin.get('/api/admin/odds-refresh/quota');
    answerAs(ZOddsQuotaAnswer, answered);
    const { quota } = answered.body;
    expect(quota).toMatchObject({
      provider: 'the-odds-api',
      dailyBudget: 20,
      spentLast24Hours: replay.used(),
      used: replay.used(),
      remaining: 20_000 - replay.used(),
    });
    expect(quota.plan.map((entry: { call: string }) => entry.call)).toEqual(
      expect.arrayContaining(['NBA main markets', 'MLB scores', 'NFL main markets']),
    );
    expect(quota.plan.find((entry: { call: string }) => entry.call === 'NBA main markets')).toMatchObject({
      tier: 'live',
      everyMinutes: 10,
    });

    // A second full refresh costs as much again (13 requests), more than what is left of 20: skipped, with the reason.
    const skipped = await admin.post('/api/admin/refresh-game-props');
    expect(skipped.status).toBe(502);
    expect(skipped.body.error).toMatch(
      /^Refresh skipped: it needs about \d+ requests of The Odds API and only \d+ of the daily budget of 20 \(ODDS_API_DAILY_BUDGET\)/,
    );
    const after = (await admin.get('/api/admin/odds-refresh/quota')).body.quota;
    expect(after.skipped[0].message).toBe(skipped.body.error);

    const { player } = await approvedPlayer(stack, admin, 'quota-player');
    expect((await player.get('/api/admin/odds-refresh/quota')).status).toBe(403);
  });
});
