import { expect } from 'vitest';
import { ADMIN, type Client, type TestStack } from './test-stack.js';

/** Signs in the bootstrap admin on a fresh client. */
export const signInAdmin = async (stack: TestStack) => {
  const admin = stack.client();
  expect((await admin.login(ADMIN.username, ADMIN.password)).status).toBe(200);
  return admin;
};

/** Registers a player, has the admin approve them, and returns their signed-in client and id. */
export const approvedPlayer = async (stack: TestStack, admin: Client, username: string, password = 'pw-12345') => {
  const player = stack.client();
  const registered = await player.post('/api/register', { username, password });
  expect(registered.status).toBe(201);
  const userId = registered.body.userId as string;
  expect((await admin.post(`/api/admin/approve-user/${userId}`)).status).toBe(200);
  expect((await player.login(username, password)).status).toBe(200);
  return { player, userId };
};
