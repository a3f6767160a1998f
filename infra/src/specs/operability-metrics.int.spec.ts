import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type Client, type TestStack } from '../testing/test-stack.js';
import { approvedPlayer, signInAdmin } from '../testing/accounts-fixtures.js';
import { inDays, listGame, market } from '../testing/catalogue-fixtures.js';
import { parsePrometheusText, sampleSum, type Sample } from '../testing/prometheus-text.js';

const METRICS_TOKEN = 'scraper-token-for-the-spec';
let stack: TestStack;
let player: Client;

beforeAll(async () => {
  stack = await startTestStack({ METRICS_TOKEN });
  const admin = await signInAdmin(stack);
  ({ player } = await approvedPlayer(stack, admin, 'Counted'));
  await listGame(stack.ports.eventStore, { gameId: 'counted', scheduledAt: inDays(1) }, [
    market('moneyline', { homeOdds: -150, awayOdds: 130 }),
  ]);
});
afterAll(() => stack.stop());

const scrape = async (): Promise<Sample[]> => {
  const answer = await stack.client().get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
  return parsePrometheusText(answer.body as string);
};

const moneyline = (stake: number) => ({
  betMode: 'single',
  stake,
  balanceType: 'cash',
  legs: [{ eventId: 'counted', marketType: 'moneyline', selection: 'home', americanOdds: -150, line: null, stake }],
});

describe('GET /metrics', () => {
  it('answers only the METRICS_TOKEN bearer', async () => {
    expect((await stack.client().get('/metrics')).status).toBe(401);
    expect((await stack.client().get('/metrics', { authorization: 'Bearer wrong' })).status).toBe(401);
  });

  it('exposes every series an on-call engineer looks at', async () => {
    expect((await player.post('/api/bets', moneyline(10))).status).toBe(201);
    const names = new Set((await scrape()).map((sample) => sample.name));
    for (const name of [
      'sb_http_requests_total',
      'sb_http_request_duration_seconds_bucket',
      'sb_bets_placed_total',
      'sb_event_store_appends_total',
      'sb_events_appended_total',
      'sb_event_store_append_duration_seconds_bucket',
      'sb_log_position',
      'sb_projection_lag',
      'sb_read_model_parked',
      'sb_transport_consumer_lag',
      'sb_odds_feed_consecutive_failures',
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(names, name).toContain(name);
    }
  });

  it('moves the bet counter by one per bet, counts refusals by reason and requests by route pattern', async () => {
    const before = await scrape();
    expect((await player.post('/api/bets', moneyline(10))).status).toBe(201);
    const refused = await player.post('/api/bets', moneyline(900_000));
    expect(refused.status).toBe(422);
    const after = await scrape();

    expect(sampleSum(after, 'sb_bets_placed_total') - sampleSum(before, 'sb_bets_placed_total')).toBe(1);
    const reason = { reason: refused.body.code as string };
    expect(sampleSum(after, 'sb_bets_refused_total', reason) - sampleSum(before, 'sb_bets_refused_total', reason)).toBe(
      1,
    );
    const created = { method: 'POST', route: '/api/bets', status: '201' };
    expect(
      sampleSum(after, 'sb_http_requests_total', created) - sampleSum(before, 'sb_http_requests_total', created),
    ).toBe(1);
    expect(sampleSum(after, 'sb_http_request_duration_seconds_count', created)).toBe(
      sampleSum(after, 'sb_http_requests_total', created),
    );
    expect(sampleSum(after, 'sb_log_position')).toBe(await stack.ports.eventStore.headPosition());
  });

  it('counts casino rounds by game', async () => {
    const before = sampleSum(await scrape(), 'sb_casino_rounds_total', { game: 'roulette' });
    expect((await player.post('/api/casino/roulette/spin', { bet: 5, betType: 'red' })).status).toBe(200);
    expect(sampleSum(await scrape(), 'sb_casino_rounds_total', { game: 'roulette' })).toBe(before + 1);
  });

  it('reports every read model at lag 0 and none parked once the projections caught up', async () => {
    expect(await stack.runner.progress.waitFor(await stack.ports.eventStore.headPosition(), 5000)).toBe(true);
    const samples = await scrape();
    const lags = samples.filter((sample) => sample.name === 'sb_projection_lag');
    expect(lags.map((sample) => sample.labels.read_model)).toContain('bets');
    expect(lags.every((sample) => sample.value === 0)).toBe(true);
    expect(sampleSum(samples, 'sb_read_model_parked')).toBe(0);
  });
});
