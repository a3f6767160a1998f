import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASINO_MESSAGES, NO_ROUND_IN_PLAY } from '@sb/domain';
import { UPDATE_BALANCE_REFUSED } from '@sb/command-api';
import { startTestStack, type Client, type TestStack } from '../testing/test-stack.js';
import { approvedPlayer, signInAdmin } from '../testing/accounts-fixtures.js';
import { appendsNothing, expectRefusal } from '../testing/casino-fixtures.js';

let stack: TestStack;
let player: Client;
let userId: string;

beforeAll(async () => {
  stack = await startTestStack();
  const admin = await signInAdmin(stack);
  ({ player, userId } = await approvedPlayer(stack, admin, 'Refused'));
  // $20 of cash and $100 of free play: a $25 bet is above the cash, and free play must not make up for it.
  expect((await admin.post(`/api/admin/users/${userId}/balance`, { amount: -980, balanceType: 'cash' })).status).toBe(
    200,
  );
  expect((await admin.post(`/api/admin/add-freeplay/${userId}`, { amount: 100 })).status).toBe(200);
});
afterAll(() => stack.stop());

const NO_CHIP = 'Place a bet with a chip';
const NOT_FIVES = 'A bet is a sum of chips ($5, $10, $25, $50, $100): a multiple of $5';
const OVER_MAX = 'The casino maximum bet is $500.00';
const BET_TYPES = 'Choose a bet type: red, black, even, odd, low, high or number-0 to number-36';
const BACCARAT = 'Choose player, banker or tie';
const CRAPS = "Choose Pass Line or Don't Pass";

type Refusal = [name: string, path: string, body: unknown, status: number, error: string];
const refusals: Refusal[] = [
  ['roulette without a chip', '/api/casino/roulette/spin', { betType: 'red' }, 400, NO_CHIP],
  ['roulette with a $0 bet', '/api/casino/roulette/spin', { bet: 0, betType: 'red' }, 400, NO_CHIP],
  ['roulette with a negative bet', '/api/casino/roulette/spin', { bet: -5, betType: 'red' }, 400, NO_CHIP],
  ['roulette with a bet that is not money', '/api/casino/roulette/spin', { bet: 'ten', betType: 'red' }, 400, NO_CHIP],
  ['roulette with fractions of a cent', '/api/casino/roulette/spin', { bet: 5.001, betType: 'red' }, 400, NO_CHIP],
  ['roulette with $7 (not chips)', '/api/casino/roulette/spin', { bet: 7, betType: 'red' }, 400, NOT_FIVES],
  ['roulette with $505 (over the maximum)', '/api/casino/roulette/spin', { bet: 505, betType: 'red' }, 422, OVER_MAX],
  ['roulette without a bet type', '/api/casino/roulette/spin', { bet: 5 }, 400, 'Choose a bet type'],
  ['roulette on an unknown bet type', '/api/casino/roulette/spin', { bet: 5, betType: 'purple' }, 400, BET_TYPES],
  ['roulette on number-37', '/api/casino/roulette/spin', { bet: 5, betType: 'number-37' }, 400, BET_TYPES],
  [
    'roulette above the cash',
    '/api/casino/roulette/spin',
    { bet: 25, betType: 'red' },
    422,
    CASINO_MESSAGES.insufficientBalance,
  ],
  [
    'roulette on free play',
    '/api/casino/roulette/spin',
    { bet: 5, betType: 'red', balanceType: 'freePlay' },
    422,
    CASINO_MESSAGES.freePlayRefused,
  ],
  ['slots without a chip', '/api/casino/slots/spin', {}, 400, NO_CHIP],
  ['slots with $12.50', '/api/casino/slots/spin', { bet: 12.5 }, 400, NOT_FIVES],
  ['slots above the cash', '/api/casino/slots/spin', { bet: 25 }, 422, CASINO_MESSAGES.insufficientBalance],
  [
    'slots on free play',
    '/api/casino/slots/spin',
    { bet: 5, balanceType: 'freePlay' },
    422,
    CASINO_MESSAGES.freePlayRefused,
  ],
  ['baccarat without a choice', '/api/casino/baccarat/deal', { bet: 5 }, 400, BACCARAT],
  ['baccarat on an unknown choice', '/api/casino/baccarat/deal', { bet: 5, choice: 'dealer' }, 400, BACCARAT],
  ['baccarat without a chip', '/api/casino/baccarat/deal', { choice: 'player' }, 400, NO_CHIP],
  [
    'baccarat above the cash',
    '/api/casino/baccarat/deal',
    { bet: 100, choice: 'banker' },
    422,
    CASINO_MESSAGES.insufficientBalance,
  ],
  ['craps come-out without a choice', '/api/casino/craps/roll', { bet: 5 }, 400, CRAPS],
  ['craps on an unknown choice', '/api/casino/craps/roll', { bet: 5, choice: 'field' }, 400, CRAPS],
  ['craps come-out without a chip', '/api/casino/craps/roll', { choice: 'pass' }, 400, NO_CHIP],
  [
    'craps above the cash',
    '/api/casino/craps/roll',
    { bet: 50, choice: 'pass' },
    422,
    CASINO_MESSAGES.insufficientBalance,
  ],
  ['craps roll again with no point', '/api/casino/craps/roll', {}, 409, NO_ROUND_IN_PLAY.craps],
  [
    'craps on free play',
    '/api/casino/craps/roll',
    { bet: 5, choice: 'pass', balanceType: 'freePlay' },
    422,
    CASINO_MESSAGES.freePlayRefused,
  ],
  ['blackjack without a chip', '/api/casino/blackjack/deal', { bet: '' }, 400, NO_CHIP],
  ['blackjack above the cash', '/api/casino/blackjack/deal', { bet: 25 }, 422, CASINO_MESSAGES.insufficientBalance],
  ['blackjack hit with no hand', '/api/casino/blackjack/hit', {}, 409, NO_ROUND_IN_PLAY.blackjack],
  ['blackjack stand with no hand', '/api/casino/blackjack/stand', {}, 409, NO_ROUND_IN_PLAY.blackjack],
  ['blackjack double with no hand', '/api/casino/blackjack/double', {}, 409, NO_ROUND_IN_PLAY.blackjack],
  [
    'blackjack hit on an unknown round',
    '/api/casino/blackjack/hit',
    { roundId: 'nope' },
    404,
    CASINO_MESSAGES.roundNotFound,
  ],
  [
    'an empty client seed',
    '/api/casino/fairness/client-seed',
    { clientSeed: '' },
    400,
    CASINO_MESSAGES.clientSeedFormat,
  ],
  [
    'a client seed of 65 characters',
    '/api/casino/fairness/client-seed',
    { clientSeed: 'x'.repeat(65) },
    400,
    CASINO_MESSAGES.clientSeedFormat,
  ],
  [
    'a client seed that is not text',
    '/api/casino/fairness/client-seed',
    { clientSeed: 7 },
    400,
    'Client seed must be text',
  ],
  ['a rotation with no pair yet', '/api/casino/fairness/rotate', {}, 409, CASINO_MESSAGES.noSeedPairToRotate],
  [
    'update-balance, which never moves money',
    '/api/casino/update-balance',
    { amount: 1000 },
    403,
    UPDATE_BALANCE_REFUSED,
  ],
  ['update-balance with a loss', '/api/casino/update-balance', { amount: -20 }, 403, UPDATE_BALANCE_REFUSED],
];

describe('casino commands refuse bad input with a clear 4xx and leave the wallet as it was', () => {
  it.each(refusals)('%s', async (_name, path, body, status, error) => {
    expectRefusal(await appendsNothing(stack, userId, () => player.post(path, body)), status, error);
  });

  it('refuses a body that is not JSON', async () => {
    const answer = await appendsNothing(stack, userId, () =>
      player.post('/api/casino/roulette/spin', 'bet=5&betType=red', {
        'content-type': 'application/x-www-form-urlencoded',
      }),
    );
    expect(answer.status).toBe(415);
  });

  it('answers 401 to a visitor without a session, on commands and queries', async () => {
    const visitor = stack.client();
    for (const path of ['/api/casino/roulette/spin', '/api/casino/update-balance', '/api/casino/fairness']) {
      expect((await visitor.post(path, { bet: 5, betType: 'red' })).status).toBe(401);
    }
    for (const path of ['/api/casino/fairness', '/api/casino/rounds', '/api/casino/rounds/open']) {
      expect((await visitor.get(path)).status).toBe(401);
    }
  });

  it('still accepts a valid bet afterwards, and the balance shows only that bet', async () => {
    const spin = await player.post('/api/casino/roulette/spin', { bet: 5, betType: 'even' });
    expect(spin.status).toBe(200);
    const me = (await player.get('/api/user')).body;
    expect({ balance: me.balance, freePlayBalance: me.freePlayBalance }).toEqual({
      balance: 15 + spin.body.payout,
      freePlayBalance: 100,
    });
  });
});
