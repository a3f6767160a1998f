import { describe, expect, it } from 'vitest';
import { createOddsProvider, readOddsFeedConfig } from './odds-feed-config.js';
import { silentFeedLogger } from './odds-provider.js';

describe('odds feed configuration', () => {
  it('defaults to the simulator in a worker thread, refreshing every 60 s and live games every 10 s', () => {
    expect(readOddsFeedConfig({})).toEqual({
      provider: 'simulator',
      feedSeed: 'sportsbook',
      feedSpeed: 1,
      feedEpoch: undefined,
      feedFrozen: false,
      oddsApi: undefined,
      refreshSeconds: 60,
      liveRefreshSeconds: 10,
      inWorker: true,
    });
    expect(readOddsFeedConfig({ ODDS_FEED_WORKER: 'false' }).inWorker).toBe(false);
    expect(() => readOddsFeedConfig({ ODDS_FEED_WORKER: 'no' })).toThrow('ODDS_FEED_WORKER');
  });

  it('uses The Odds API when a key is set, unless the simulator is asked for', () => {
    const env = { ODDS_API_KEY: 'k', ODDS_API_SPORTS: 'NBA, NHL', ODDS_REFRESH_SECONDS: '300' };
    expect(readOddsFeedConfig(env)).toMatchObject({
      provider: 'the-odds-api',
      oddsApi: { apiKey: 'k', sports: ['NBA', 'NHL'], timeoutMs: 10_000 },
      refreshSeconds: 300,
    });
    expect(createOddsProvider(readOddsFeedConfig(env), { logger: silentFeedLogger }).name).toBe('the-odds-api');
    const forced = readOddsFeedConfig({ ...env, ODDS_PROVIDER: 'simulator', FEED_SEED: 'demo', FEED_SPEED: '60' });
    expect(forced).toMatchObject({ provider: 'simulator', feedSeed: 'demo', feedSpeed: 60 });
    expect(createOddsProvider(forced, { logger: silentFeedLogger }).name).toBe('simulator');
  });

  it('refuses values that cannot work, naming the variable', () => {
    expect(() => readOddsFeedConfig({ FEED_SPEED: '0' })).toThrow('FEED_SPEED');
    expect(() => readOddsFeedConfig({ ODDS_REFRESH_SECONDS: 'soon' })).toThrow('ODDS_REFRESH_SECONDS');
    expect(() => readOddsFeedConfig({ ODDS_PROVIDER: 'the-odds-api' })).toThrow('ODDS_API_KEY');
    expect(() => readOddsFeedConfig({ ODDS_API_KEY: 'k', ODDS_API_SPORTS: 'NBA,Cricket' })).toThrow('Cricket');
    expect(() => readOddsFeedConfig({ FEED_EPOCH: 'tomorrow' })).toThrow('FEED_EPOCH');
    expect(() => readOddsFeedConfig({ FEED_EPOCH: '1700000000000' })).toThrow('FEED_EPOCH');
    expect(() => readOddsFeedConfig({ FEED_FROZEN: 'true' })).toThrow('FEED_FROZEN=true needs FEED_EPOCH');
    expect(() => readOddsFeedConfig({ FEED_EPOCH: '2026-03-14T19:00:00Z', FEED_FROZEN: 'yes' })).toThrow('FEED_FROZEN');
  });

  it("reads the simulated world's start instant and whether it stays there", () => {
    expect(readOddsFeedConfig({ FEED_EPOCH: '2026-03-14T19:00:00Z', FEED_FROZEN: 'true' })).toMatchObject({
      feedEpoch: Date.parse('2026-03-14T19:00:00Z'),
      feedFrozen: true,
    });
  });
});
