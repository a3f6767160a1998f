import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletDecider, type WalletEvent } from '@sb/domain';
import { createSimulatedOddsProvider, verifyChain } from '@sb/platform';
import { startTestStack, type Client, type TestStack } from '../testing/test-stack.js';
import { approvedPlayer, signInAdmin } from '../testing/accounts-fixtures.js';

/**
 * The whole loop with the real simulator: the provider's clock runs 60 times faster than the wall clock, so a
 * new game starts every ~15 s and lasts ~20 s. The feed refreshes every second, as ODDS_REFRESH_SECONDS=1.
 */
const ACCELERATION = 60;
const started = Date.now();
const fastClock = () => started + (Date.now() - started) * ACCELERATION;

type Event = {
  id: string;
  status: string;
  scheduledAt: string;
  result: { homeScore: number; awayScore: number } | null;
};
type Row = { eventId: string; marketType: string; homeOdds: number; awayOdds: number };

let stack: TestStack;
let player: Client;
let userId: string;
beforeAll(async () => {
  stack = await startTestStack(
    { ODDS_REFRESH_SECONDS: '1', ODDS_LIVE_REFRESH_SECONDS: '0' },
    { oddsProvider: createSimulatedOddsProvider({ seed: 'live-loop', speed: 1, clock: fastClock }) },
  );
  ({ player, userId } = await approvedPlayer(stack, await signInAdmin(stack), 'LiveFan'));
});
afterAll(() => stack.stop());

const events = async () => (await player.get('/api/events')).body as Event[];
const moneyline = async (gameId: string) =>
  ((await player.get('/api/markets')).body as Row[]).find((r) => r.eventId === gameId && r.marketType === 'moneyline');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a game from the live feed', () => {
  it('goes scheduled -> in progress -> final, its odds move, and a bet on it settles by itself', async () => {
    let game: Event | undefined;
    let row: Row | undefined;
    for (let i = 0; i < 30 && !row; i += 1) {
      const upcoming = (await events())
        .filter((e) => e.status === 'scheduled')
        .sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt));
      for (const candidate of upcoming) {
        row = await moneyline(candidate.id);
        if (row) {
          game = candidate;
          break;
        }
      }
      if (!row) await sleep(500);
    }
    if (!game || !row) throw new Error('no scheduled game with a moneyline');
    const placed = await player.post('/api/bets', {
      betMode: 'single',
      stake: 10,
      balanceType: 'cash',
      legs: [
        {
          eventId: game.id,
          marketType: 'moneyline',
          selection: 'home',
          americanOdds: row.homeOdds,
          line: null,
          stake: 10,
        },
      ],
    });
    expect(placed.status).toBe(201);

    const statuses = new Set<string>();
    const liveOdds = new Set<string>();
    let sawLiveDot = false;
    let final: Event | undefined;
    const deadline = Date.now() + 75_000;
    while (!final && Date.now() < deadline) {
      const now = (await events()).find((e) => e.id === game.id);
      if (now) statuses.add(now.status);
      if (now?.status === 'in_progress') {
        sawLiveDot ||= (await player.get('/api/events/live-status')).body.hasLiveGames === true;
        const live = await moneyline(game.id);
        if (live) liveOdds.add(`${live.homeOdds}/${live.awayOdds}`);
      }
      if (now?.status === 'final') final = now;
      else await sleep(400);
    }
    expect([...statuses]).toEqual(['scheduled', 'in_progress', 'final']);
    expect(sawLiveDot).toBe(true);
    expect(liveOdds.size).toBeGreaterThan(1);
    expect(final?.result).toEqual({ homeScore: expect.any(Number), awayScore: expect.any(Number) });

    const settledBet = async () =>
      ((await player.get(`/api/bets/${userId}`)).body as { status: string; potentialPayout: number }[])[0];
    await expect.poll(async () => (await settledBet())?.status, { timeout: 10_000 }).not.toBe('pending');
    const bet = await settledBet();
    const wallet = await stack.ports.eventStore.readStream(`wallet-${userId}`);
    expect(verifyChain(wallet).valid).toBe(true);
    const folded = wallet
      .map((e) => e as unknown as WalletEvent)
      .reduce(walletDecider.evolve, walletDecider.initialState);
    const shown = (await player.get('/api/user', { 'x-min-position': String(wallet.at(-1)?.position ?? 0) })).body;
    expect(Math.round(shown.balance * 100)).toBe(folded.cashCents);
    const returned = { won: Math.round((bet?.potentialPayout ?? 0) * 100), lost: 0, push: 1000, void: 1000 }[
      bet?.status ?? ''
    ];
    expect(folded.cashCents).toBe(100_000 - 1000 + (returned ?? Number.NaN));
  }, 120_000);
});
