import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type Client, type TestStack } from '../testing/test-stack.js';
import { approvedPlayer, signInAdmin } from '../testing/accounts-fixtures.js';

let stack: TestStack;
let admin: Client;
let userId: string;
beforeAll(async () => {
  stack = await startTestStack();
  admin = await signInAdmin(stack);
  ({ userId } = await approvedPlayer(stack, admin, 'Frank'));
});
afterAll(() => stack.stop());

type Case = [name: string, method: 'POST' | 'DELETE', path: () => string, body: unknown, status: number, error: string];

const cases: Case[] = [
  [
    'register without password',
    'POST',
    () => '/api/register',
    { username: 'u' },
    400,
    'Username and password are required',
  ],
  [
    'register with a numeric username',
    'POST',
    () => '/api/register',
    { username: 5, password: 'p' },
    400,
    'Username and password are required',
  ],
  [
    'login with a blank username',
    'POST',
    () => '/api/login',
    { username: '  ', password: 'p' },
    400,
    'Username and password are required',
  ],
  [
    'create-user without username',
    'POST',
    () => '/api/admin/create-user',
    { password: 'p' },
    400,
    'Username and password are required',
  ],
  [
    'create-user with a negative balance',
    'POST',
    () => '/api/admin/create-user',
    { username: 'neg', password: 'neg-password', balance: -5 },
    400,
    'Starting balance must be a non-negative amount with at most two decimals',
  ],
  [
    'create-user with a taken name',
    'POST',
    () => '/api/admin/create-user',
    { username: 'FRANK', password: 'frank-password' },
    409,
    'Username already exists',
  ],
  [
    'add-freeplay without amount',
    'POST',
    () => `/api/admin/add-freeplay/${userId}`,
    {},
    400,
    'Valid amount is required',
  ],
  [
    'add-freeplay with a string',
    'POST',
    () => `/api/admin/add-freeplay/${userId}`,
    { amount: 'ten' },
    400,
    'Valid amount is required',
  ],
  [
    'add-freeplay with a negative amount',
    'POST',
    () => `/api/admin/add-freeplay/${userId}`,
    { amount: -10 },
    400,
    'Valid amount is required',
  ],
  [
    'add-freeplay with zero',
    'POST',
    () => `/api/admin/add-freeplay/${userId}`,
    { amount: 0 },
    400,
    'Valid amount is required',
  ],
  [
    'add-freeplay with three decimals',
    'POST',
    () => `/api/admin/add-freeplay/${userId}`,
    { amount: 1.005 },
    400,
    'Valid amount is required',
  ],
  [
    'add-freeplay to an unknown user',
    'POST',
    () => '/api/admin/add-freeplay/no-such-user',
    { amount: 5 },
    404,
    'User not found',
  ],
  [
    'balance with three decimals',
    'POST',
    () => `/api/admin/users/${userId}/balance`,
    { amount: 1.234, balanceType: 'cash' },
    400,
    'Please enter a valid number',
  ],
  [
    'balance with a bad type',
    'POST',
    () => `/api/admin/users/${userId}/balance`,
    { amount: 5, balanceType: 'bitcoin' },
    400,
    "balanceType must be 'cash' or 'freePlay'",
  ],
  [
    'balance below zero',
    'POST',
    () => `/api/admin/users/${userId}/balance`,
    { amount: -1000.01, balanceType: 'cash' },
    422,
    'Adjustment would make the cash balance negative',
  ],
  [
    'balance for an unknown user',
    'POST',
    () => '/api/admin/users/nobody/balance',
    { amount: 5, balanceType: 'cash' },
    404,
    'User not found',
  ],
  ['approve an unknown user', 'POST', () => '/api/admin/approve-user/nobody', {}, 404, 'User not found'],
  ['delete an unknown user', 'DELETE', () => '/api/admin/delete-user/nobody', undefined, 404, 'User not found'],
  [
    'a body that is not JSON',
    'POST',
    () => '/api/admin/create-user',
    '{"username":',
    400,
    'Request body is not valid JSON',
  ],
  [
    'an oversized body',
    'POST',
    () => '/api/admin/create-user',
    { username: 'big', password: 'x'.repeat(20_000) },
    413,
    'Request body is too large',
  ],
];

describe('invalid commands', () => {
  it.each(cases)(
    '%s: %i with a clear message and nothing appended',
    async (_name, method, path, body, status, error) => {
      const before = await stack.ports.eventStore.headPosition();
      const answer = await admin.send(method, path(), body);
      expect(answer.status).toBe(status);
      expect(answer.body.error).toBe(error);
      expect(await stack.ports.eventStore.headPosition()).toBe(before);
    },
  );
});
