import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyChain } from '@sb/platform';
import { CASINO_PLAYERS, CASINO_ROUNDS, casinoProjection, rebuildProjections } from '@sb/projectors';
import { startTestStack, type Client, type TestStack } from '../testing/test-stack.js';
import { approvedPlayer, signInAdmin } from '../testing/accounts-fixtures.js';
import { inDays, listGame, market } from '../testing/catalogue-fixtures.js';
import { cashShown, foldedWallet, walletStream } from '../testing/casino-fixtures.js';

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
  legs: [{ eventId: 'g1', marketType: 'moneyline', selection: 'away', americanOdds: 130, line: null, stake }],
});

describe('one ledger for sports and casino money', () => {
  it('shows the balance that the wallet stream folds to, with bets, settlements and rounds of every game', async () => {
    const { player, userId } = await approvedPlayer(stack, admin, 'AllRounder');
    const placed = await player.post('/api/bets', moneyline(20));
    expect(placed.status).toBe(201);

    const rounds = [
      await player.post('/api/casino/roulette/spin', { bet: 10, betType: 'black' }),
      await player.post('/api/casino/slots/spin', { bet: 5 }),
      await player.post('/api/casino/baccarat/deal', { bet: 25, choice: 'banker' }),
      await player.post('/api/casino/blackjack/deal', { bet: 15 }),
    ];
    expect(rounds.map((round) => round.status)).toEqual([200, 200, 200, 200]);
    if (rounds[3]?.body.status === 'open') expect((await player.post('/api/casino/blackjack/stand')).status).toBe(200);
    let craps = await player.post('/api/casino/craps/roll', { bet: 10, choice: 'dontPass' });
    while (craps.body.status === 'open') craps = await player.post('/api/casino/craps/roll', {});
    expect(craps.status).toBe(200);
    expect((await admin.post(`/api/admin/bets/${placed.body.betId}/settle`, { status: 'won' })).status).toBe(200);
    await player.post('/api/casino/roulette/spin', { bet: 5, betType: 'number-7' });

    const wallet = await walletStream(stack, userId);
    expect(verifyChain(wallet).valid).toBe(true);
    const types = new Set(wallet.map((event) => event.type));
    for (const type of ['BetPlaced', 'BetSettled', 'CasinoSeedsCommitted', 'CasinoRoundStarted', 'CasinoRoundEnded'])
      expect(types).toContain(type);

    const folded = await foldedWallet(stack, userId);
    expect(await cashShown(player)).toBe(folded.cashCents);
    const [latest] = (await player.get('/api/casino/rounds')).body.rounds;
    expect(Math.round(latest.newBalance * 100)).toBe(folded.cashCents);
    const casinoNet = (await player.get('/api/casino/rounds')).body.rounds.reduce(
      (sum: number, round: { netChange: number }) => sum + Math.round(round.netChange * 100),
      0,
    );
    // $1000 start, the $20 bet won at +130 (pays $46), and every round's net change.
    expect(folded.cashCents).toBe(100_000 - 2_000 + 4_600 + casinoNet);
  });

  it('rebuilds the casino read models from the log to the same documents', async () => {
    await stack.runner.progress.waitFor(await stack.ports.eventStore.headPosition(), 5000);
    const documents = async () => ({
      rounds: await stack.ports.readStore.collection(CASINO_ROUNDS).find({}, { sort: { id: 1 } }),
      players: await stack.ports.readStore.collection(CASINO_PLAYERS).find({}, { sort: { id: 1 } }),
    });
    const before = await documents();
    expect(before.rounds.length).toBeGreaterThan(0);
    await stack.runner.stop();
    const { replayed } = await rebuildProjections({ ...stack.ports, projections: [casinoProjection] });
    expect(replayed).toBeGreaterThan(0);
    expect(await documents()).toEqual(before);
  });
});
