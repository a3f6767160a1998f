import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletDecider, type WalletEvent } from '@sb/domain';
import { createSimulatedOddsProvider, verifyChain } from '@sb/platform';
import { startTestStack, type Client, type TestStack } from '../testing/test-stack.js';
import { approvedPlayer, signInAdmin } from '../testing/accounts-fixtures.js';

/**
 * The whole loop with the real simulator on a clock the spec moves by hand: the feed refreshes when the admin
 * asks (as ODDS_REFRESH_SECONDS=0), the spec bets on a scheduled game, then walks the world's clock through the
 * game a minute at a time, refreshing after each step. Nothing waits on the wall clock or the machine's speed.
 */
const WORLD_START = Date.parse('2031-02-14T19:02:00.000Z');
const MINUTE = 60_000;
let worldNow = WORLD_START;

type Event = {
  id: string;
  status: string;
  scheduledAt: string;
  result: { homeScore: number; awayScore: number } | null;
};
type Row = { eventId: string; marketType: string; homeOdds: number; awayOdds: number };

let stack: TestStack;
let admin: Client;
let player: Client;
let userId: string;
beforeAll(async () => {
  stack = await startTestStack(
    {},
    { oddsProvider: createSimulatedOddsProvider({ seed: 'live-loop', speed: 1, clock: () => worldNow }) },
  );
  admin = await signInAdmin(stack);
  ({ player, userId } = await approvedPlayer(stack, admin, 'LiveFan'));
});
afterAll(() => stack.stop());

const refresh = async () => expect((await admin.post('/api/admin/refresh-game-props')).body.success).toBe(true);
// The admin's reads carry the position its refresh answered (X-Min-Position): they see what it appended.
const events = async () => (await admin.get('/api/events')).body as Event[];
const moneyline = async (gameId: string) =>
  ((await admin.get('/api/markets')).body as Row[]).find((r) => r.eventId === gameId && r.marketType === 'moneyline');

describe('a game from the live feed', () => {
  it('goes scheduled -> in progress -> final, its odds move, and a bet on it settles by itself', async () => {
    await refresh();
    const upcoming = (await events())
      .filter((e) => e.status === 'scheduled')
      .sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt));
    let game: Event | undefined;
    let row: Row | undefined;
    for (const candidate of upcoming) {
      row = await moneyline(candidate.id);
      if (row) {
        game = candidate;
        break;
      }
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

    const statuses = new Set<string>(['scheduled']);
    const liveOdds = new Set<string>();
    let sawLiveDot = false;
    let final: Event | undefined;
    // From its start, a minute of the world's time per step; no sport's game lasts three hours.
    for (let minute = 0; minute <= 180 && !final; minute += 1) {
      worldNow = Date.parse(game.scheduledAt) + minute * MINUTE;
      await refresh();
      const now = (await events()).find((e) => e.id === game.id);
      if (now) statuses.add(now.status);
      if (now?.status === 'in_progress') {
        sawLiveDot ||= (await admin.get('/api/events/live-status')).body.hasLiveGames === true;
        const live = await moneyline(game.id);
        if (live) liveOdds.add(`${live.homeOdds}/${live.awayOdds}`);
      }
      if (now?.status === 'final') final = now;
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
  }, 180_000);
});
