import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type Client, type TestStack } from '../testing/test-stack.js';
import { approvedPlayer, signInAdmin } from '../testing/accounts-fixtures.js';
import { inDays, listGame, market } from '../testing/catalogue-fixtures.js';

let stack: TestStack;
let admin: Client;

beforeAll(async () => {
  // Test stacks turn the limit off (BETS_PER_MINUTE=0); this one runs with the production default.
  stack = await startTestStack({ BETS_PER_MINUTE: '60' });
  admin = await signInAdmin(stack);
  await listGame(stack.ports.eventStore, { gameId: 'g1', scheduledAt: inDays(1) }, [
    market('moneyline', { homeOdds: -150, awayOdds: 130 }),
  ]);
});
afterAll(() => stack.stop());

const tenDollarBet = {
  betMode: 'single',
  stake: 10,
  balanceType: 'cash',
  legs: [{ eventId: 'g1', marketType: 'moneyline', selection: 'home', americanOdds: -150, line: null, stake: 10 }],
};

describe('BETS_PER_MINUTE', () => {
  it('answers the 61st bet of a minute with 429, Retry-After and why; other players are not limited', async () => {
    const { player, userId } = await approvedPlayer(stack, admin, 'Hasty');
    const { player: calm } = await approvedPlayer(stack, admin, 'Calm');
    const first60 = await Promise.all(Array.from({ length: 60 }, () => player.post('/api/bets', tenDollarBet)));
    expect(first60.map((answer) => answer.status)).toEqual(Array(60).fill(201));

    const over = await player.post('/api/bets', tenDollarBet);
    expect(over.status).toBe(429);
    expect(over.body.error).toMatch(/^Too many bets: at most 60 bets and casino rounds a minute/);
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

    expect((await player.post('/api/casino/roulette/spin', { bet: 5, betType: 'red' })).status).toBe(429);
    expect((await calm.post('/api/bets', tenDollarBet)).status).toBe(201);
    expect((await player.get(`/api/bets/${userId}`)).body).toHaveLength(60);
  });
});
