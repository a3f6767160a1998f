import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_REUSED } from '@sb/platform';
import { restartTestStack, startTestStack, type Client, type TestStack } from '../testing/test-stack.js';
import { approvedPlayer, signInAdmin } from '../testing/accounts-fixtures.js';
import { inDays, listGame, market } from '../testing/catalogue-fixtures.js';
import { cashShown, clientSeedKeepingHandOpen, walletStream, withClientSeed } from '../testing/casino-fixtures.js';

let stack: TestStack;
let admin: Client;

beforeAll(async () => {
  stack = await startTestStack();
  admin = await signInAdmin(stack);
  await listGame(stack.ports.eventStore, { gameId: 'g1', scheduledAt: inDays(1) }, [
    market('moneyline', { homeOdds: -150, awayOdds: 130 }),
  ]);
});
afterAll(() => stack.stop());

const moneyline = (stake: number) => ({
  betMode: 'single',
  stake,
  balanceType: 'cash',
  legs: [{ eventId: 'g1', marketType: 'moneyline', selection: 'home', americanOdds: -150, line: null, stake }],
});
const keyed = (key: string) => ({ 'Idempotency-Key': key });
const typesOf = async (userId: string) => (await walletStream(stack, userId)).map((event) => event.type);
const count = (types: string[], type: string) => types.filter((t) => t === type).length;

describe('Idempotency-Key on POST /api/bets', () => {
  it('places a retried bet once and answers the retry with the first answer', async () => {
    const { player, userId } = await approvedPlayer(stack, admin, 'Retrier');
    const key = randomUUID();
    const first = await player.post('/api/bets', moneyline(10), keyed(key));
    const retry = await player.post('/api/bets', moneyline(10), keyed(key));
    expect(first.status).toBe(201);
    expect([retry.status, retry.body]).toEqual([201, first.body]);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.headers.get('x-log-position')).toBe(first.headers.get('x-log-position'));
    expect(count(await typesOf(userId), 'BetPlaced')).toBe(1);
    expect(await cashShown(player)).toBe(99_000);
  });

  it('places it once across a restart between the two tries', async () => {
    const { player, userId } = await approvedPlayer(stack, admin, 'Restarter');
    const key = randomUUID();
    const first = await player.post('/api/bets', moneyline(20), keyed(key));
    expect(first.status).toBe(201);

    stack = await restartTestStack(stack);
    admin = await signInAdmin(stack);
    const again = stack.client();
    expect((await again.login('Restarter', 'pw-12345')).status).toBe(200);
    const retry = await again.post('/api/bets', moneyline(20), keyed(key));
    expect([retry.status, retry.body]).toEqual([201, first.body]);
    expect(count(await typesOf(userId), 'BetPlaced')).toBe(1);
    expect(await cashShown(again)).toBe(98_000);
  });

  it('refuses the same key with another body (422) and a key that is not a UUID (400)', async () => {
    const { player, userId } = await approvedPlayer(stack, admin, 'Mixer');
    const key = randomUUID();
    expect((await player.post('/api/bets', moneyline(10), keyed(key))).status).toBe(201);
    const other = await player.post('/api/bets', moneyline(15), keyed(key));
    expect([other.status, other.body.error]).toEqual([422, IDEMPOTENCY_KEY_REUSED]);
    const malformed = await player.post('/api/bets', moneyline(10), keyed('not-a-uuid'));
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toMatch(/^Idempotency-Key must be a UUID/);
    expect(count(await typesOf(userId), 'BetPlaced')).toBe(1);
  });

  it('scopes keys per user: another player may use the same key', async () => {
    const key = randomUUID();
    const { player: one } = await approvedPlayer(stack, admin, 'ScopeOne');
    const { player: two } = await approvedPlayer(stack, admin, 'ScopeTwo');
    expect((await one.post('/api/bets', moneyline(10), keyed(key))).status).toBe(201);
    const second = await two.post('/api/bets', moneyline(15), keyed(key));
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBeNull();
  });
});

describe('Idempotency-Key on casino rounds and admin money commands', () => {
  it('plays a retried roulette spin as one round, and concurrent retries too', async () => {
    const { player, userId } = await approvedPlayer(stack, admin, 'CasinoRetrier');
    const key = randomUUID();
    const spins = await Promise.all(
      Array.from({ length: 5 }, () =>
        player.post('/api/casino/roulette/spin', { bet: 10, betType: 'red' }, keyed(key)),
      ),
    );
    // The same answer every time (a replay is read back from the log, whose JSON may order the keys otherwise).
    for (const spin of spins) expect([spin.status, spin.body]).toEqual([200, spins[0]?.body]);
    expect(count(await typesOf(userId), 'CasinoRoundStarted')).toBe(1);
    const other = await player.post('/api/casino/roulette/spin', { bet: 10, betType: 'black' }, keyed(key));
    expect(other.status).toBe(422);
  });

  it('applies a retried blackjack step once', async () => {
    const { player, userId } = await approvedPlayer(stack, admin, 'HandRetrier');
    await withClientSeed(stack, player, userId, (serverSeed) => clientSeedKeepingHandOpen(serverSeed, 0));
    const dealt = await player.post('/api/casino/blackjack/deal', { bet: 10 }, keyed(randomUUID()));
    expect([dealt.status, dealt.body.status]).toEqual([200, 'open']);
    const key = randomUUID();
    const stood = await player.post('/api/casino/blackjack/stand', {}, keyed(key));
    const retried = await player.post('/api/casino/blackjack/stand', {}, keyed(key));
    expect([retried.status, retried.body]).toEqual([200, stood.body]);
    expect(count(await typesOf(userId), 'CasinoRoundActed')).toBe(1);
  });

  it('adjusts a balance, adds free play and settles a bet once per key', async () => {
    const { player, userId } = await approvedPlayer(stack, admin, 'AdminTarget');
    const adjustKey = randomUUID();
    const adjust = () =>
      admin.post(`/api/admin/users/${userId}/balance`, { amount: 5, balanceType: 'cash' }, keyed(adjustKey));
    const adjusted = await adjust();
    expect(adjusted.status).toBe(200);
    expect((await adjust()).body).toEqual(adjusted.body);

    const freePlayKey = randomUUID();
    const freePlay = () => admin.post(`/api/admin/add-freeplay/${userId}`, { amount: 7 }, keyed(freePlayKey));
    expect((await freePlay()).status).toBe(200);
    expect((await freePlay()).headers.get('idempotent-replayed')).toBe('true');

    const bet = await player.post('/api/bets', moneyline(10));
    const settleKey = randomUUID();
    const settle = () => admin.post(`/api/admin/bets/${bet.body.betId}/settle`, { status: 'won' }, keyed(settleKey));
    expect((await settle()).status).toBe(200);
    expect((await settle()).status).toBe(200);

    const types = await typesOf(userId);
    expect([count(types, 'BalanceAdjusted'), count(types, 'FreePlayAdded'), count(types, 'BetSettled')]).toEqual([
      1, 1, 1,
    ]);
    expect(await cashShown(player)).toBe(100_000 + 500 - 1_000 + 1_666);
  });
});
