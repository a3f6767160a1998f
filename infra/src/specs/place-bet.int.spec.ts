import { ZPlaceBetResponse } from '@sb/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyChain } from '@sb/platform';
import { walletDecider, type WalletEvent } from '@sb/domain';
import { startTestStack, type Client, type TestStack } from '../testing/test-stack.js';
import { approvedPlayer, signInAdmin } from '../testing/accounts-fixtures.js';
import { answerAs } from '../testing/contract-answer.js';
import { inDays, jayColePoints, listGame, market } from '../testing/catalogue-fixtures.js';

let stack: TestStack;
let admin: Client;
let player: Client;
const inOneDay = () => inDays(1);
const prop = jayColePoints;

beforeAll(async () => {
  stack = await startTestStack();
  admin = await signInAdmin(stack);
  ({ player } = await approvedPlayer(stack, admin, 'Punter'));
  const board = [
    market('moneyline', { homeOdds: -150, awayOdds: 130 }),
    market('spread', { line: -3.5, awayLine: 3.5, homeOdds: -110, awayOdds: -110 }),
    market('totals', { line: 221.5, overOdds: -110, underOdds: -110 }),
  ];
  await listGame(stack.ports.eventStore, { gameId: 'g1', scheduledAt: inOneDay() }, board, [prop as never]);
  await listGame(stack.ports.eventStore, { gameId: 'g2', scheduledAt: inOneDay() }, board);
  await listGame(
    stack.ports.eventStore,
    { gameId: 'started', scheduledAt: new Date(Date.now() - 60_000).toISOString() },
    board,
  );
});
afterAll(() => stack.stop());

const single = (leg: Record<string, unknown>, stake = 10, balanceType = 'cash') => ({
  betMode: 'single',
  stake,
  balanceType,
  legs: [{ line: null, stake, ...leg }],
});

const balance = async (client: Client) => (await client.get('/api/user')).body.balance as number;

describe('placing bets', () => {
  it('places a single moneyline and takes the stake at once', async () => {
    const placed = await player.post(
      '/api/bets',
      single({ eventId: 'g1', marketType: 'moneyline', selection: 'home', americanOdds: -150 }),
    );
    expect(placed.status).toBe(201);
    expect(answerAs(ZPlaceBetResponse, placed)).toMatchObject({ potentialPayout: 16.66 });
    expect(placed.body.betId).toEqual(expect.any(String));
    expect(await balance(player)).toBe(990);
  });

  it('places several singles together in the sportsbook shape', async () => {
    const placed = await player.post('/api/bets', {
      betMode: 'single',
      stake: 35,
      balanceType: 'cash',
      legs: [
        { eventId: 'g1', marketType: 'spread', selection: 'away', line: 3.5, americanOdds: -110, stake: 10 },
        { eventId: 'g2', marketType: 'totals', selection: 'over', line: 221.5, americanOdds: -110, stake: 25 },
      ],
    });
    expect(placed.status).toBe(201);
    expect(placed.body.betIds).toHaveLength(2);
    expect(placed.body.potentialPayout).toBe(19.09 + 47.72);
    expect(await balance(player)).toBe(955);
  });

  it('places a parlay in the event page shape', async () => {
    const placed = await player.post('/api/bets', {
      betType: 'parlay',
      stake: 10,
      legs: [
        { eventId: 'g1', selection: 'spread:away', odds: -110, stake: 0 },
        { eventId: 'g2', selection: 'totals:over', odds: -110, stake: 0 },
      ],
    });
    expect(placed.status).toBe(201);
    expect(placed.body.potentialPayout).toBe(36.44);
    expect(await balance(player)).toBe(945);
  });

  it('places a player prop', async () => {
    const placed = await player.post(
      '/api/bets',
      single({
        eventId: 'g1',
        marketType: 'player_points',
        selection: 'over',
        line: 24.5,
        americanOdds: -115,
        propId: prop.id,
      }),
    );
    expect(placed.status).toBe(201);
    expect(placed.body.potentialPayout).toBe(18.69);
  });

  it('keeps the wallet a valid hash chain whose fold equals the shown balance', async () => {
    const me = (await player.get('/api/user')).body;
    const wallet = await stack.ports.eventStore.readStream(`wallet-${me.id}`);
    expect(verifyChain(wallet).valid).toBe(true);
    const folded = wallet
      .map((e) => e as unknown as WalletEvent)
      .reduce(walletDecider.evolve, walletDecider.initialState);
    expect(folded.cashCents).toBe(Math.round(me.balance * 100));
  });
});

type Refusal = [name: string, body: unknown, status: number, error: string];
const refusals: Refusal[] = [
  [
    'a stake over $150',
    single({ eventId: 'g1', marketType: 'moneyline', selection: 'home', americanOdds: -150 }, 151),
    422,
    'Each bet must be $10-$150',
  ],
  [
    'a stake under $10',
    single({ eventId: 'g1', marketType: 'moneyline', selection: 'home', americanOdds: -150 }, 5),
    422,
    'Each bet must be $10-$150',
  ],
  [
    'a payout over $300',
    single({ eventId: 'g1', marketType: 'moneyline', selection: 'away', americanOdds: 130 }, 150),
    422,
    'Lower your bet - maximum payout is $300',
  ],
  [
    'moved odds',
    single({ eventId: 'g1', marketType: 'moneyline', selection: 'home', americanOdds: -140 }),
    409,
    'Odds have changed',
  ],
  [
    'a moved line',
    single({ eventId: 'g1', marketType: 'spread', selection: 'home', line: -2.5, americanOdds: -110 }),
    409,
    'Odds have changed',
  ],
  [
    'a game that has started',
    single({ eventId: 'started', marketType: 'moneyline', selection: 'home', americanOdds: -150 }),
    422,
    'Betting has closed for this game',
  ],
  [
    'an unknown game',
    single({ eventId: 'nope', marketType: 'moneyline', selection: 'home', americanOdds: -150 }),
    404,
    'Game not found',
  ],
  [
    'free play without free play balance',
    single({ eventId: 'g1', marketType: 'moneyline', selection: 'home', americanOdds: -150 }, 10, 'freePlay'),
    422,
    'Insufficient Balance',
  ],
  [
    'a three-decimal stake',
    single({ eventId: 'g1', marketType: 'moneyline', selection: 'home', americanOdds: -150 }, 10.005),
    400,
    'Stake must be an amount with at most two decimals',
  ],
  [
    'a selection the market does not have',
    single({ eventId: 'g1', marketType: 'spread', selection: 'over', americanOdds: -110 }),
    400,
    'Invalid selection',
  ],
  [
    'a Draw on a two-way moneyline',
    single({ eventId: 'g1', marketType: 'moneyline', selection: 'draw', americanOdds: -150 }),
    400,
    "This market has no Draw: only a three-way moneyline (soccer's) can be backed on a draw",
  ],
  ['no legs', { betMode: 'single', stake: 10, legs: [] }, 400, 'Add a selection to your bet slip'],
];

describe('refused bets', () => {
  it.each(refusals)('%s: %i with the message, nothing appended', async (_name, body, status, error) => {
    const before = await stack.ports.eventStore.headPosition();
    const answer = await player.post('/api/bets', body);
    expect([answer.status, answer.body.error]).toEqual([status, error]);
    expect(await stack.ports.eventStore.headPosition()).toBe(before);
  });

  it('answers the current odds when they moved', async () => {
    const answer = await player.post(
      '/api/bets',
      single({ eventId: 'g1', marketType: 'moneyline', selection: 'home', americanOdds: -140 }),
    );
    expect(answer.body.legs).toEqual([
      { eventId: 'g1', marketType: 'moneyline', selection: 'home', line: null, americanOdds: -150 },
    ]);
  });

  it('answers 401 without a session', async () => {
    expect((await stack.client().post('/api/bets', {})).status).toBe(401);
  });
});

describe('concurrent bets on one wallet', () => {
  it('accepts exactly the 10 that the balance covers out of 200 sent at once', async () => {
    await admin.post('/api/admin/create-user', { username: 'Racer', password: 'racer-password', balance: 100 });
    const racer = stack.client();
    await racer.login('Racer', 'racer-password');
    const bet = single({ eventId: 'g1', marketType: 'moneyline', selection: 'home', americanOdds: -150 });
    const answers = await Promise.all(Array.from({ length: 200 }, () => racer.post('/api/bets', bet)));
    const accepted = answers.filter((a) => a.status === 201);
    expect(accepted).toHaveLength(10);
    expect(answers.filter((a) => a.status === 422).every((a) => a.body.error === 'Insufficient Balance')).toBe(true);
    expect(answers.filter((a) => a.status !== 201 && a.status !== 422)).toEqual([]);
    const me = (await racer.get('/api/user', { 'x-min-position': String(await stack.ports.eventStore.headPosition()) }))
      .body;
    expect(me.balance).toBe(0);
  });
});
